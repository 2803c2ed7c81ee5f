import { rangeNumbers } from '@web/lib/board-config';
import type { CardTemplate } from '@web/lib/cards/card-templates';

/** The board's numbers: the active template's, else 1 to the highest card number. */
export function boardNumbers(template: CardTemplate | null, maxNumber: number): number[] {
  return template ? template.numbers : rangeNumbers(maxNumber);
}

/** Keeps only the selected numbers that are on the board. */
export function pruned(selected: ReadonlySet<number>, numbers: readonly number[]): Set<number> {
  return new Set(numbers.filter((n) => selected.has(n)));
}
