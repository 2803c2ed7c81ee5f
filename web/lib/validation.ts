import i18next from 'i18next';
import { ApiError } from './api-client';

/**
 * The server's error in the user's language (by its code, `apiErrors.<code>`), or its English
 * text for a code this build does not know, else the given fallback.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    const text = error.code
      ? i18next.t(`apiErrors.${error.code}`, { defaultValue: error.serverMessage })
      : error.serverMessage;
    const details = detailsOf(error.body);
    return details ? `${text}: ${details}` : text;
  }
  return fallback;
}

function detailsOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('details' in body)) return null;
  const details = (body as { details: unknown }).details;
  if (!Array.isArray(details)) return null;
  const messages = details
    .map((detail: unknown) =>
      detail && typeof detail === 'object' && 'message' in detail
        ? String((detail as { message: unknown }).message)
        : null,
    )
    .filter((message): message is string => !!message);
  return messages.length ? messages.join('; ') : null;
}
