import { describe, expect, it } from 'vitest';
import type { CardGrid } from '../bingo/card';
import { cardForNumber } from '../bingo/card-generator';
import type { GamePlan } from '../bingo/patterns/game-patterns';
import { maskOfPicture } from '../bingo/patterns/grid-mask';
import type { PatternDefinition } from '../bingo/patterns/pattern';
import { presetPattern } from '../bingo/patterns/presets';
import { canonicalJson } from '../canonical-json';
import { sha256Hex } from '../crypto/sha256';
import { allDrawnChance } from './hypergeometric';
import { DEFAULT_MAX_SIMULATIONS, oddsSeed, payoutChance, type OddsInput } from './payout-chance';

const preset = (key: string) => presetPattern(key) as PatternDefinition;
const fixed = (picture: string): PatternDefinition => ({
  key: 'custom-1',
  name: 'Custom',
  class: 'fixed',
  masks: [maskOfPicture(picture)],
  k: 1,
});
const CENTRE_ONLY = fixed('...../...../..X../...../.....');
const COLUMN_B = fixed('X..../X..../X..../X..../X....');

const game = (patterns: PatternDefinition[], cards: CardGrid[], skipUnused = false): OddsInput => ({
  mode: 'standard',
  plan: { patterns, skip_unused: skipUnused },
  cards,
});
const cards = (count: number) => Array.from({ length: count }, (_, i) => cardForNumber(i + 1));

describe('the chance of a payout', () => {
  it('is hypergeometric for one card and one way: Four Corners within 20 of 75', () => {
    const corners = preset('four_corners');
    const odds = payoutChance(game([corners], cards(1)), { patterns: [corners], withinCalls: 20 });
    expect(odds.method).toBe('exact');
    // C(71, 16) / C(75, 20): the four corners among the 20 drawn.
    expect(odds.chance).toBeCloseTo((20 * 19 * 18 * 17) / (75 * 74 * 73 * 72), 14);
    expect(odds).toMatchObject({ estimate: odds.chance, simulations: 0, delta: 0 });
  });

  it('counts two cards exactly, their shared numbers included', () => {
    const corners = preset('four_corners');
    const twoCards = cards(2);
    const numbersOf = (card: CardGrid) => [card[0]![0], card[0]![4], card[4]![0], card[4]![4]];
    const union = new Set([...numbersOf(twoCards[0]!), ...numbersOf(twoCards[1]!)]).size;
    const odds = payoutChance(game([corners], twoCards), { patterns: [corners], withinCalls: 30 });
    const p = (m: number) => allDrawnChance(m, 30, 75);
    expect(odds.method).toBe('exact');
    expect(odds.chance).toBeCloseTo(2 * p(4) - p(union), 14);
  });

  it('counts a way once however many sold cards share its numbers', () => {
    const corners = preset('four_corners');
    const same = Array.from({ length: 20 }, () => cardForNumber(7));
    const odds = payoutChance(game([corners], same), { patterns: [corners], withinCalls: 20 });
    expect(odds.method).toBe('exact');
    expect(odds.chance).toBeCloseTo(allDrawnChance(4, 20, 75), 14);
  });

  it('is 1 at 0 calls for the centre alone, and for one cell anywhere', () => {
    const oneCell: PatternDefinition = {
      ...fixed('X..../...../...../...../.....'),
      class: 'anywhere',
    };
    for (const pattern of [CENTRE_ONLY, oneCell]) {
      const odds = payoutChance(game([pattern], cards(1)), { patterns: [pattern], withinCalls: 0 });
      expect(odds).toMatchObject({ chance: 1, method: 'exact' });
    }
  });

  it('is 1 for one column within 20 calls when the draw skips the other columns (15 balls)', () => {
    const odds = payoutChance(game([COLUMN_B], cards(1), true), {
      patterns: [COLUMN_B],
      withinCalls: 20,
    });
    expect(odds.chance).toBeCloseTo(1, 14);
    expect(odds.method).toBe('exact');
  });

  it('is 0 when the limit is shorter than the pattern or its cells cannot be marked', () => {
    const corners = preset('four_corners');
    expect(
      payoutChance(game([corners], cards(3)), { patterns: [corners], withinCalls: 3 }).chance,
    ).toBe(0);
    // The draw holds only B: the corners' O numbers are never drawn.
    expect(
      payoutChance(game([COLUMN_B], cards(3), true), { patterns: [corners], withinCalls: null })
        .chance,
    ).toBe(0);
    const holed = cards(1).map((card) =>
      card.map((row, r) => row.map((cell, c) => (r === 0 && c === 0 ? null : cell))),
    );
    expect(
      payoutChance(game([corners], holed), { patterns: [corners], withinCalls: null }).chance,
    ).toBe(0);
  });

  it('is certain over the whole draw', () => {
    const corners = preset('four_corners');
    const odds = payoutChance(game([corners], cards(1)), {
      patterns: [corners],
      withinCalls: null,
    });
    expect(odds.chance).toBeCloseTo(1, 14);
  });

  it('answers the union bound when it already settles the funder limit', () => {
    const fullHouse = preset('full_house');
    const sold = cards(500);
    const odds = payoutChance(
      game([fullHouse], sold),
      { patterns: [fullHouse], withinCalls: 50 },
      { accepted: 0.05 },
    );
    expect(odds.method).toBe('union_bound');
    expect(odds.chance).toBeCloseTo(500 * allDrawnChance(24, 50, 75), 14);
  });

  it('simulates, seeded by the game, when the bound does not settle it', () => {
    const oneLine = preset('one_line');
    const input = game([oneLine], cards(500));
    const payout = { patterns: [oneLine], withinCalls: 20 };
    const odds = payoutChance(input, payout, { accepted: 0.05 });
    // 500 cards almost surely hold a 4-number line within 20 calls: refused after a first look.
    expect(odds.method).toBe('simulation');
    expect(odds.chance).toBeGreaterThan(0.05);
    expect(odds.simulations).toBeLessThan(DEFAULT_MAX_SIMULATIONS);
    expect(odds.delta).toBe(1e-6);
    expect(payoutChance(input, payout, { accepted: 0.05 })).toEqual(odds);
  });

  it('runs to the cap without a limit, its figure above the observed rate', () => {
    const corners = preset('four_corners');
    const input = game([corners], cards(500));
    const odds = payoutChance(
      input,
      { patterns: [corners], withinCalls: 8 },
      { maxSimulations: 2000 },
    );
    expect(odds.method).toBe('simulation');
    expect(odds.simulations).toBe(2000);
    expect(odds.chance).toBeGreaterThan(odds.estimate);
    expect(odds.estimate).toBeGreaterThan(0);
  });

  it('seeds from the canonical JSON of the game and payout, whatever the key order', () => {
    const corners = preset('four_corners');
    const input = game([corners], cards(3));
    const payout = { patterns: [corners], withinCalls: 10 };
    const text = canonicalJson({ mode: input.mode, plan: input.plan, cards: input.cards, payout });
    expect(oddsSeed(input, payout)).toBe(Number.parseInt(sha256Hex(text).slice(0, 8), 16));
    const plan: GamePlan = { skip_unused: false, patterns: [corners] };
    expect(oddsSeed({ cards: input.cards, plan, mode: 'standard' }, payout)).toBe(
      oddsSeed(input, payout),
    );
    expect(oddsSeed(input, { ...payout, withinCalls: 11 })).not.toBe(oddsSeed(input, payout));
  });
});
