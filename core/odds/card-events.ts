import { FREE, GRID_SIZE, type CardGrid } from '../bingo/card';
import { numberSet, type NumberSet } from './number-sets';
import { minimalWays } from './pattern-ways';

// Local copies: an imported binding is a getter under some loaders, and these run per cell.
const SIZE = GRID_SIZE;
const CELLS = SIZE * SIZE;
const FREE_CELL = FREE;

/** A sold card as the odds read it. */
export interface CardCells {
  /** The number in each cell by bit; 0 for a cell that is free or never marked. */
  numbers: Uint8Array;
  free: number;
  /** Cells that can never be marked: empty, or a number the draw does not hold. */
  blocked: number;
  /** Pairs (bit, first bit) for a number printed twice: its later cells mark with the first. */
  alias: number[];
}

/**
 * Sold cards that win the same ways: the same free cells, the same cells never marked, the same
 * repeated numbers. Cards printed by the generator form one class, whose ways are worked out once.
 */
export interface CardClass {
  /** Indices into the sold cards. */
  cards: number[];
  /**
   * The cells each way still needs drawn: free cells left out, a repeated number at its first
   * cell only, only the ways that hold no other; so a need's bit count is its count of numbers.
   */
  needs: number[];
}

export interface CardEvents {
  cells: CardCells[];
  classes: CardClass[];
  /** Some sold card has a way complete before any ball. */
  wonBeforeAnyBall: boolean;
}

/** `inPlay[n]` is 1 for each ball of the draw. */
export function ballsMarker(balls: readonly number[]): Uint8Array {
  const inPlay = new Uint8Array(Math.max(0, ...balls) + 1);
  for (const ball of balls) inPlay[ball] = 1;
  return inPlay;
}

/** One card's cells; `firstBit` is scratch indexed by number, -1 where unseen. */
function readCard(card: CardGrid, inPlay: Uint8Array, firstBit: Int8Array): CardCells {
  const numbers = new Uint8Array(CELLS);
  const alias: number[] = [];
  let free = 0;
  let blocked = 0;
  for (let row = 0; row < SIZE; row++) {
    const cellsOfRow = card[row];
    for (let column = 0; column < SIZE; column++) {
      const bit = row * SIZE + column;
      const cell = cellsOfRow?.[column] ?? null;
      if (cell === FREE_CELL) free |= 1 << bit;
      else if (cell === null || inPlay[cell] !== 1) blocked |= 1 << bit;
      else {
        numbers[bit] = cell;
        const first = firstBit[cell] as number;
        if (first < 0) firstBit[cell] = bit;
        else alias.push(bit, first);
      }
    }
  }
  for (let bit = 0; bit < CELLS; bit++) firstBit[numbers[bit] as number] = -1;
  return { numbers, free, blocked, alias };
}

/**
 * The cells a mask still needs drawn on a card: its free cells left out, a repeated number's
 * later cells moved onto its first; null when the card can never complete it.
 */
export function needOf(mask: number, { free, blocked, alias }: CardCells): number | null {
  if ((mask & blocked) !== 0) return null;
  let need = mask & ~free;
  for (let i = 0; i < alias.length; i += 2) {
    const bit = alias[i] as number;
    if ((need & (1 << bit)) !== 0) need = (need & ~(1 << bit)) | (1 << (alias[i + 1] as number));
  }
  return need;
}

/** The events of a payout: one per sold card and minimal way that card can complete. */
export function cardEvents(
  cards: readonly CardGrid[],
  inPlay: Uint8Array,
  ways: readonly number[],
): CardEvents {
  const firstBit = new Int8Array(inPlay.length).fill(-1);
  const byKey = new Map<string, CardClass>();
  const cells: CardCells[] = [];
  let wonBeforeAnyBall = false;
  cards.forEach((card, index) => {
    const read = readCard(card, inPlay, firstBit);
    cells.push(read);
    const key = `${read.free},${read.blocked},${read.alias.join(' ')}`;
    let cardClass = byKey.get(key);
    if (!cardClass) {
      const needs = ways.map((way) => needOf(way, read)).filter((need) => need !== null);
      cardClass = { cards: [], needs: minimalWays(needs) };
      byKey.set(key, cardClass);
      if (cardClass.needs[0] === 0) wonBeforeAnyBall = true;
    }
    cardClass.cards.push(index);
  });
  return { cells, classes: [...byKey.values()], wonBeforeAnyBall };
}

/** Each event's needed numbers, for the exact count (few events only). */
export function eventNumberSets(
  cells: readonly CardCells[],
  classes: readonly CardClass[],
): NumberSet[] {
  const sets: NumberSet[] = [];
  for (const { cards, needs } of classes) {
    for (const index of cards) {
      const { numbers } = cells[index] as CardCells;
      for (const need of needs) {
        const needed: number[] = [];
        for (let bit = 0; bit < CELLS; bit++)
          if ((need & (1 << bit)) !== 0) needed.push(numbers[bit] as number);
        sets.push(numberSet(needed));
      }
    }
  }
  return sets;
}
