/** SPEC section 5 "Check card": the answer when the board number was not sold in this game. */
export const UNSELECTED_NUMBER_MESSAGE = 'Unselected number';

/**
 * True when the card name contains the board number as a whole number ("Card 7", "7 - Abebe"),
 * so card 1 is never found under "Card 12". Leading zeros are ignored ("Card 007" is 7). Reads
 * the card number of a card kept by SPEC's client, which had only a name.
 */
export function nameHasBoardNumber(name: string, boardNumber: number): boolean {
  return (name.match(/\d+/g) ?? []).some((digits) => Number(digits) === boardNumber);
}

/**
 * Whether a board number plays in a game: it is one of the game's sold numbers. A game started with
 * SPEC's bare `{amount}` named none, so every number plays (and the record says cards were not named).
 */
export function isInGame(boardNumber: number, gameNumbers: readonly number[]): boolean {
  return gameNumbers.length === 0 || gameNumbers.includes(boardNumber);
}

export type CardSource =
  { error: typeof UNSELECTED_NUMBER_MESSAGE } | { source: 'saved' | 'generated' };

/**
 * Which card a check uses: the number must be among the game's numbers (a game that named none
 * takes any); then the shop's saved card of that number, fixed at the game's start, if it has
 * one; otherwise the card generated from the number.
 */
export function cardSourceFor(
  boardNumber: number,
  gameNumbers: readonly number[],
  savedNumbers: Iterable<number>,
): CardSource {
  if (!isInGame(boardNumber, gameNumbers)) return { error: UNSELECTED_NUMBER_MESSAGE };
  return new Set(savedNumbers).has(boardNumber) ? { source: 'saved' } : { source: 'generated' };
}
