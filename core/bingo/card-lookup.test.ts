import { describe, expect, it } from 'vitest';
import { cardSourceFor, nameHasBoardNumber } from './card-lookup';

const saved = [
  { name: 'Card 12', id: 'a' },
  { name: 'Card 1', id: 'b' },
  { name: 'Abebe 007', id: 'c' },
];

describe('check card (SPEC section 5)', () => {
  it('answers "Unselected number" for a board number not among the picked numbers', () => {
    expect(cardSourceFor(9, [1, 7, 12], saved)).toEqual({ error: 'Unselected number' });
  });

  it('finds the saved card whose name holds the board number as a whole number', () => {
    expect(cardSourceFor(1, [1, 12], saved)).toEqual({ source: 'saved', card: saved[1] });
    expect(cardSourceFor(12, [1, 12], saved)).toEqual({ source: 'saved', card: saved[0] });
    expect(cardSourceFor(7, [7], saved)).toEqual({ source: 'saved', card: saved[2] });
  });

  it('otherwise uses the generated card', () => {
    expect(cardSourceFor(2, [2], saved)).toEqual({ source: 'generated' });
    expect(cardSourceFor(2, new Set([2]), [])).toEqual({ source: 'generated' });
  });

  it('does not match a number inside a longer number', () => {
    expect(nameHasBoardNumber('Card 120', 12)).toBe(false);
    expect(nameHasBoardNumber('12-B', 12)).toBe(true);
    expect(nameHasBoardNumber('no number', 12)).toBe(false);
  });
});
