import { describe, expect, it } from 'vitest';
import { FREE } from './card';
import { cardToText, validateCard } from './card-validation';
import { GAME_MODES } from './modes';
import { randomCard } from './random-card';
import { mulberry32, randomBelow } from './seeded-random';

describe('randomCard', () => {
  it.each(GAME_MODES)('gives a valid %s card with the centre free', (mode) => {
    const next = mulberry32(2024);
    for (let i = 0; i < 50; i++) {
      const card = randomCard(mode, (max) => randomBelow(next, max));
      expect(card[2]?.[2]).toBe(FREE);
      expect(validateCard(cardToText(card), mode)).toEqual([]);
      expect(card.flat().filter((cell) => typeof cell === 'number')).toHaveLength(24);
    }
  });

  it('follows the random source', () => {
    expect(randomCard('standard', () => 0)).toEqual(randomCard('standard', () => 0));
    expect(randomCard('standard', () => 0)).not.toEqual(randomCard('standard', (max) => max - 1));
  });
});
