import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, schemaMessage } from '@web/lib/schema-messages';

/** Replaces the schemas' own English messages (they outrank an error map) with translations. */
function translateErrors(errors: Record<string, unknown>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      error.message = schemaMessage(error.message, i18next.t) ?? error.message;
    } else {
      translateErrors(value as Record<string, unknown>);
    }
  }
}

/**
 * react-hook-form's zod resolver with the web app's messages: every issue becomes a text of the
 * current language (web/components/form/messages.ts), never zod's English.
 */
export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema, {
    error: (issue) => issueMessage(issue as Parameters<typeof issueMessage>[0], i18next.t),
  }) as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors as Record<string, unknown>);
    return result;
  };
}

export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * Focuses the first field in error in page order (react-hook-form's own focus follows the order
 * fields registered in, which a field loaded later breaks); focusing scrolls it into view.
 */
export function focusFirstError(): void {
  window.setTimeout(() => {
    const scope = document.querySelector('[role="dialog"]') ?? document;
    scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * A form checked in the browser by the same core schema the server checks the request with. When
 * a submit is refused, the first field in error takes the focus (and scrolls into view).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): SchemaForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: schemaResolver(schema),
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, async (errors, event) => {
      form.clearErrors('root');
      await onInvalid?.(errors, event);
      focusFirstError();
    });
  return { ...form, handleSubmit };
}

/** The message of one field's error (dotted paths reach into nested values). */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
