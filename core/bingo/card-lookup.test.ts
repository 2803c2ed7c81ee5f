import { describe, expect, it } from 'vitest';
import { cardSourceFor, isInGame, nameHasBoardNumber } from './card-lookup';

describe('check card (SPEC section 5)', () => {
  it('answers "Unselected number" for a board number not among the game\'s numbers', () => {
    expect(cardSourceFor(9, [1, 7, 12], [7])).toEqual({ error: 'Unselected number' });
  });

  it("uses the shop's saved card of the number, otherwise the generated one", () => {
    expect(cardSourceFor(7, [1, 7, 12], [7, 40])).toEqual({ source: 'saved' });
    expect(cardSourceFor(12, [1, 7, 12], [7, 40])).toEqual({ source: 'generated' });
  });

  it('takes any number in a game that named none', () => {
    expect(cardSourceFor(40, [], new Set([40]))).toEqual({ source: 'saved' });
    expect(cardSourceFor(41, [], [])).toEqual({ source: 'generated' });
  });

  it('lets a number play only where it was sold, or anywhere in a game that named none', () => {
    expect(isInGame(7, [1, 7, 12])).toBe(true);
    expect(isInGame(9, [1, 7, 12])).toBe(false);
    expect(isInGame(7375, [])).toBe(true);
  });

  it('reads a card number inside a name as a whole number', () => {
    expect(nameHasBoardNumber('Card 120', 12)).toBe(false);
    expect(nameHasBoardNumber('12-B', 12)).toBe(true);
    expect(nameHasBoardNumber('Abebe 007', 7)).toBe(true);
    expect(nameHasBoardNumber('no number', 12)).toBe(false);
  });
});
