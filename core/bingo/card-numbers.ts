import { CARD_NUMBER } from './game-limits';

/**
 * Where new saved cards go. Every number of the board's range (1 to the Game Board's highest card
 * number) already has a generated cartela a hall may have printed: a new random grid saved there
 * would make that paper lose. The next numbers follow the last saved card; `free` are the first
 * numbers above the board's range and every saved card, which replace nothing.
 */
export function newCardNumbers(
  savedNumbers: readonly number[],
  boardMax: number,
  count: number,
): { next: number[]; free: number[]; replacesGenerated: boolean } {
  const lastSaved = Math.max(0, ...savedNumbers);
  const next = range(lastSaved + 1, count);
  const free = range(Math.max(lastSaved, boardMax) + 1, count);
  return { next, free, replacesGenerated: next.some((n) => n <= boardMax) };
}

function range(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i).filter((n) => n <= CARD_NUMBER.max);
}

/** Each saved card whose grid is the very grid of an earlier-numbered card: number -> original. */
export function identicalCopies(
  cards: readonly { card_number: number; grid: readonly (readonly string[])[] }[],
): Map<number, number> {
  const firstWithGrid = new Map<string, number>();
  const copies = new Map<number, number>();
  for (const card of [...cards].sort((a, b) => a.card_number - b.card_number)) {
    const key = JSON.stringify(card.grid);
    const original = firstWithGrid.get(key);
    if (original === undefined) firstWithGrid.set(key, card.card_number);
    else copies.set(card.card_number, original);
  }
  return copies;
}
