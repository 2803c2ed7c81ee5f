// Whitespace and format characters (zero-width space, joiners, direction marks: Unicode Cf).
const INVISIBLE = /[\s\p{Cf}]/gu;

/** How many characters of the text a reader sees: whitespace and format characters do not count. */
export function visibleCharacterCount(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}
