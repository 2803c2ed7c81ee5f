/** SPEC section 5 "Check card": the answer when the board number was not sold in this game. */
export const UNSELECTED_NUMBER_MESSAGE = 'Unselected number';

/**
 * True when the card name contains the board number as a whole number ("Card 7", "7 - Abebe"),
 * so card 1 is never found under "Card 12". Leading zeros are ignored ("Card 007" is 7).
 */
export function nameHasBoardNumber(name: string, boardNumber: number): boolean {
  return (name.match(/\d+/g) ?? []).some((digits) => Number(digits) === boardNumber);
}

export type CardSource<T> =
  | { error: typeof UNSELECTED_NUMBER_MESSAGE }
  | { source: 'saved'; card: T }
  | { source: 'generated' };

/**
 * Which card a check uses: the number must be among the picked numbers; then the first saved card
 * whose name holds it; otherwise the card generated from the number.
 */
export function cardSourceFor<T extends { name: string }>(
  boardNumber: number,
  pickedNumbers: Iterable<number>,
  savedCards: readonly T[],
): CardSource<T> {
  if (!new Set(pickedNumbers).has(boardNumber)) return { error: UNSELECTED_NUMBER_MESSAGE };
  const saved = savedCards.find((card) => nameHasBoardNumber(card.name, boardNumber));
  return saved === undefined ? { source: 'generated' } : { source: 'saved', card: saved };
}
