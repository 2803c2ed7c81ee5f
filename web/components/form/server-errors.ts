import i18next from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';
import { limitDetailText, serverErrorText } from '@web/lib/validation';
import { schemaMessage } from '@web/lib/schema-messages';

/** The key of the form-level error (the server's answer that names no field). */
export const SERVER_ERROR = 'root.server' as const;

interface ServerErrorOptions<T extends FieldValues> {
  /** Shown when the server said nothing useful (a network error, a 5xx without text). */
  fallback: string;
  /** Error codes that belong to one field (ADR 009 codes, e.g. username_taken → username). */
  codeFields?: Partial<Record<string, Path<T>>>;
  /** A SPEC failure text shown before the server's reason ("Error creating jackpot..."). */
  lead?: string;
}

type Detail = {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
};

function bodyDetails(body: unknown): Detail[] {
  if (!body || typeof body !== 'object' || !('details' in body)) return [];
  const { details } = body as { details: unknown };
  if (!Array.isArray(details)) return [];
  return details.filter(
    (detail): detail is Detail =>
      !!detail &&
      typeof detail === 'object' &&
      typeof (detail as { path?: unknown }).path === 'string' &&
      typeof (detail as { message?: unknown }).message === 'string',
  );
}

/**
 * Puts the server's refusal where the user looks: on the field it names (by its code, or by the
 * `details` path of a schema refusal), otherwise as the form's own error. Focuses the field.
 */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  { fallback, codeFields = {}, lead }: ServerErrorOptions<T>,
): void {
  const values = form.getValues() as Record<string, unknown>;
  if (error instanceof ApiError) {
    const field = error.code ? codeFields[error.code] : undefined;
    if (field) {
      form.setError(
        field,
        { type: 'server', message: serverErrorText(error, fallback) },
        {
          shouldFocus: true,
        },
      );
      return;
    }
    const details = bodyDetails(error.body);
    const onFields = details
      .map((detail) => ({ ...detail, name: detail.path.replace(/^body\./, '') }))
      .filter((detail) => detail.name in values);
    if (onFields.length && onFields.length === details.length) {
      onFields.forEach((detail, index) =>
        form.setError(
          detail.name as Path<T>,
          {
            type: 'server',
            message:
              limitDetailText(detail.code, detail.params ?? {}, i18next.t) ??
              schemaMessage(detail.message, i18next.t) ??
              detail.message,
          },
          { shouldFocus: index === 0 },
        ),
      );
      return;
    }
  }
  const reason = serverErrorText(error, fallback);
  form.setError(SERVER_ERROR as Path<T>, {
    type: 'server',
    message: lead && reason !== lead ? `${lead} ${reason}` : reason,
  });
}

/** The form-level error to show, if any (a server answer, or a form rule like SPEC's). */
export function formErrorOf(form: UseFormReturn<FieldValues, unknown, unknown>): string | null {
  return form.formState.errors.root?.server?.message ?? null;
}
