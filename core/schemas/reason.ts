import { API_ERROR_MESSAGES } from '../api-errors';
import { plainText } from './common';

export const MIN_REASON_VISIBLE = 3;
export const MAX_REASON_LENGTH = 200;
/** The same words whether the schema refuses a reason or a command finds one missing. */
export const REASON_MESSAGE = API_ERROR_MESSAGES.reason_required;

// Whitespace and format characters (zero-width spaces and joiners, direction marks, BOM...) show
// nothing: three of them would pass a length check and still say nothing.
const INVISIBLE = /[\s\p{Cf}]/gu;

/** How many characters of a text a reader sees (a surrogate pair counts once). */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}

/**
 * Every reason the API takes (reset, close, cancel, pause by an overseer, a credit correction, a
 * cash edit, a rejected jackpot payout): plain text with at least three visible characters,
 * trimmed, at most 200 characters.
 */
export const reasonSchema = plainText()
  .trim()
  .max(MAX_REASON_LENGTH)
  .refine((text) => visibleLength(text) >= MIN_REASON_VISIBLE, {
    message: REASON_MESSAGE,
  })
  .meta({ id: 'Reason', description: REASON_MESSAGE });
