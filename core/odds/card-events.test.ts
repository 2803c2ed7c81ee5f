import { describe, expect, it } from 'vitest';
import { FREE, type CardCell, type CardGrid } from '../bingo/card';
import { cardForNumber } from '../bingo/card-generator';
import { LINE_MASKS } from '../bingo/patterns/pattern';
import { ballsMarker, cardEvents, eventNumberSets } from './card-events';
import { sizeOf } from './number-sets';

const STANDARD = ballsMarker(Array.from({ length: 75 }, (_, i) => i + 1));
const { rows, corners } = LINE_MASKS;

/** Card 1 with some cells replaced: [row, column, cell]. */
function cardWith(...changes: [number, number, CardCell][]): CardGrid {
  const grid = cardForNumber(1).map((row) => [...row]);
  for (const [row, column, cell] of changes) grid[row]![column] = cell;
  return grid;
}

describe('the events of sold cards', () => {
  it('works out the ways once for every card the generator prints', () => {
    const cards = Array.from({ length: 50 }, (_, i) => cardForNumber(i + 1));
    const events = cardEvents(cards, STANDARD, [rows[2]!, corners]);
    expect(events.classes).toHaveLength(1);
    // The middle row needs 4 numbers: the free centre is left out.
    expect(events.classes[0]!.needs).toEqual([rows[2]! & ~(1 << 12), corners]);
    expect(events.wonBeforeAnyBall).toBe(false);
  });

  it('drops the ways through an empty cell or a number the draw does not hold', () => {
    const holed = cardWith([0, 0, null]);
    expect(cardEvents([holed], STANDARD, [rows[0]!, rows[1]!]).classes[0]!.needs).toEqual([
      rows[1]!,
    ]);
    const bOnly = ballsMarker(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(cardEvents([cardForNumber(1)], bOnly, [rows[0]!, corners]).classes[0]!.needs).toEqual(
      [],
    );
  });

  it('counts a number printed twice once', () => {
    const twice = cardWith([0, 1, cardForNumber(1)[0]![0]!]);
    const events = cardEvents([twice], STANDARD, [rows[0]!]);
    const [set] = eventNumberSets(events.cells, events.classes);
    expect(sizeOf(set!)).toBe(4);
  });

  it('sees a card complete before any ball', () => {
    const freeRow = cardWith([0, 0, FREE], [0, 1, FREE], [0, 2, FREE], [0, 3, FREE], [0, 4, FREE]);
    expect(cardEvents([cardForNumber(2), freeRow], STANDARD, [rows[0]!]).wonBeforeAnyBall).toBe(
      true,
    );
  });
});
