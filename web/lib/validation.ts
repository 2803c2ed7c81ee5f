import i18next, { type TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** The core schemas' own messages (English, shared with the server) and their translation keys. */
const MESSAGE_KEYS: Record<string, string> = {
  'Username must be at least 3 characters': 'validation.usernameShort',
  'Username may use letters, digits and _ . @ + - only': 'validation.usernameChars',
  'Password must be at least 8 characters': 'validation.passwordShort',
  'Phone is required': 'validation.phoneRequired',
  'Enter a valid phone number': 'validation.phoneInvalid',
  'Please enter a shop name': 'validation.shopNameRequired',
  'Please give a reason': 'validation.reasonRequired',
  'Amount must have at most 2 decimals': 'validation.amountDecimals',
  'Amount must not be negative': 'validation.amountNegative',
  'Amount must be greater than 0': 'validation.amountPositive',
  'Amount must not be 0': 'validation.amountPositive',
  'Text must not contain control characters': 'apiErrors.control_characters',
  'Enter the 6-digit code': 'twoFactor.codeRequired',
  'Enter a recovery code': 'twoFactor.recoveryRequired',
};

/** One message for one schema issue, in the current language. */
export function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  const key = MESSAGE_KEYS[issue.message];
  if (key) return t(key);
  if (issue.message.startsWith('Amount must not exceed'))
    return t('validation.amountTooLarge', { max: issue.message.replace(/\D/g, '') });
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? t('validation.amountInvalid')
        : t('validation.required');
    case 'too_small':
      return issue.origin === 'string'
        ? t('validation.required')
        : t('validation.tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.tooLong', { max: String(issue.maximum) })
        : t('validation.tooLarge', { max: String(issue.maximum) });
    default:
      return t('validation.invalid');
  }
}

export type FieldErrors = Partial<Record<string, string>>;

/** Validates with a core schema; answers the parsed data, or the first message of each field. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  t: TFunction,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueMessage(issue, t);
  }
  return { data: null, errors };
}

/** A number field's text as the API wants it: NaN for blank, so the schema reports it. */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * The server's error in the user's language (by its code, `apiErrors.<code>`), or its English
 * text for a code this build does not know, else the given fallback.
 */
export function serverErrorText(
  error: unknown,
  fallback: string,
  t: TFunction = i18next.t.bind(i18next) as TFunction,
): string {
  if (error instanceof ApiError && error.serverMessage) {
    const text = error.code
      ? t(`apiErrors.${error.code}`, { defaultValue: error.serverMessage })
      : error.serverMessage;
    const details = detailsOf(error.body, t);
    return details ? `${text}: ${details}` : text;
  }
  return fallback;
}

/**
 * A success answer's status in the user's language (`apiStatuses.<status_code>`), its English
 * text for a code this build does not know, else the given fallback (SPEC section 8).
 */
export function serverStatusText(
  answer: { status?: string; status_code?: string } | null | undefined,
  fallback: string,
  t: TFunction = i18next.t.bind(i18next) as TFunction,
): string {
  if (answer?.status_code)
    return t(`apiStatuses.${answer.status_code}`, {
      defaultValue: answer.status || fallback,
    });
  return answer?.status || fallback;
}

type Detail = { message?: unknown; code?: unknown; params?: unknown };

/** One detail of a refused request in the user's language, by its code and params. */
function detailText(detail: Detail, t: TFunction): string | null {
  if (typeof detail.message !== 'string' || !detail.message) return null;
  const params =
    detail.params && typeof detail.params === 'object'
      ? (detail.params as Record<string, string | number>)
      : {};
  if (detail.code === 'card_cell') {
    const message = t(`bingoCards.cell.${String(params.kind)}`, params);
    const cell = t('bingoCards.cell.error', { row: params.row, letter: params.letter, message });
    return params.card_number === undefined
      ? cell
      : t('apiDetails.card', { number: params.card_number, message: cell });
  }
  if (detail.code === 'card_number_twice')
    return t('apiDetails.cardTwice', { number: params.card_number });
  if (typeof detail.code === 'string')
    return issueMessage({ ...params, code: detail.code, message: detail.message } as never, t);
  return MESSAGE_KEYS[detail.message] ? t(MESSAGE_KEYS[detail.message] as string) : detail.message;
}

function detailsOf(body: unknown, t: TFunction): string | null {
  if (!body || typeof body !== 'object' || !('details' in body)) return null;
  const details = (body as { details: unknown }).details;
  if (!Array.isArray(details)) return null;
  const messages = details
    .map((detail: unknown) => (detail && typeof detail === 'object' ? detailText(detail, t) : null))
    .filter((message): message is string => !!message);
  return messages.length ? messages.join('; ') : null;
}
