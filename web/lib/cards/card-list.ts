import { CARD_NUMBER } from '@core/bingo/game-limits';

/**
 * Card numbers typed at the till: "1-24", "3, 7, 12-20" or "5 6 7". Null when any part is not a
 * number or range of card numbers (1 to 10000); duplicates are kept once, in ascending order.
 */
export function parseCardList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const numbers = new Set<number>();
  for (const part of parts) {
    const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < CARD_NUMBER.min || to > CARD_NUMBER.max || to < from) return null;
    for (let n = from; n <= to; n += 1) numbers.add(n);
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The shortest way to write card numbers back: runs become ranges ("1-24, 30"). */
export function formatCardList(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(', ');
}
