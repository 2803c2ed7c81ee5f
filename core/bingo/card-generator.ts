import { CENTRE_COLUMN, CENTRE_ROW, FREE, GRID_SIZE, type CardCell, type CardGrid } from './card';
import { columnRange, columnSpan, DEFAULT_GAME_MODE, maxNumberFor, type GameMode } from './modes';
import { mulberry32, randomBelow } from './seeded-random';

/** Card numbers are seeds mod 2^32 (halls use 1..10000, SPEC section 9). */
export const MAX_CARD_SEED = 4294967295;

/** The PRNG seed of card n: (n * 2654435761 + maxNumber) mod 2^32. Part of the card contract. */
export function cardSeed(n: number, mode: GameMode): number {
  return (Math.imul(n, 0x9e3779b1) + maxNumberFor(mode)) >>> 0;
}

/**
 * The card printed as number n: per column B..O a partial Fisher-Yates over the column's range,
 * numbers kept in draw order (not sorted), centre F. A contract: see docs/card-generator.md.
 */
export function cardForNumber(n: number, mode: GameMode = DEFAULT_GAME_MODE): CardGrid {
  if (!Number.isInteger(n) || n < 1 || n > MAX_CARD_SEED) {
    throw new RangeError(`Card number must be an integer from 1 to ${MAX_CARD_SEED}, got ${n}`);
  }
  const next = mulberry32(cardSeed(n, mode));
  const span = columnSpan(mode);
  const grid: CardCell[][] = Array.from({ length: GRID_SIZE }, () => []);
  for (let column = 0; column < GRID_SIZE; column++) {
    const { min } = columnRange(column, mode);
    const pool = Array.from({ length: span }, (_, i) => min + i);
    for (let row = 0; row < GRID_SIZE; row++) {
      const pick = row + randomBelow(next, span - row);
      [pool[row], pool[pick]] = [pool[pick] as number, pool[row] as number];
      (grid[row] as CardCell[])[column] = pool[row] as number;
    }
  }
  (grid[CENTRE_ROW] as CardCell[])[CENTRE_COLUMN] = FREE;
  return grid;
}
