import { plainText } from './common';

export const REASON_MIN_VISIBLE = 3;
export const REASON_MAX = 500;

/** Characters a reader can see: whitespace and zero-width/format characters (\p{Cf}) do not count. */
export function visibleCharacterCount(text: string): number {
  return [...text.replace(/[\s\p{Cf}]/gu, '')].length;
}

/** Why a person changed money or a game: at least three visible characters. */
export const reasonSchema = plainText()
  .trim()
  .max(REASON_MAX)
  .refine((text) => visibleCharacterCount(text) >= REASON_MIN_VISIBLE, {
    message: `Please give a reason of at least ${REASON_MIN_VISIBLE} characters`,
  });
