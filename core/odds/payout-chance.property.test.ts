/**
 * The odds against games played: random plans (every class, single cells, the centre, stages,
 * skip-unused draws, odd cards) and random sold cards. Each computed chance is compared with the
 * rate of 1,000 games drawn by a different random source (mulberry32 seeded by fast-check, not the
 * odds' own seed) and judged by the bitmask judge, not by the odds' events.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTRE_COLUMN, CENTRE_ROW, type CardCell, type CardGrid } from '../bingo/card';
import { compileCard, fastRule, markNumber, winsFast } from '../bingo/card-bitmask';
import { cardForNumber } from '../bingo/card-generator';
import { GAME_MODES, type GameMode } from '../bingo/modes';
import { ballsInPlay, type GamePlan } from '../bingo/patterns/game-patterns';
import { LINE_MASKS, PATTERN_CLASSES, type PatternDefinition } from '../bingo/patterns/pattern';
import { winRule } from '../bingo/patterns/win-rule';
import { mulberry32, randomBelow } from '../bingo/seeded-random';
import { payoutChance, type OddsInput, type Payout } from './payout-chance';

const GAMES = 1000;
const CENTRE = 1 << 12;
const { rows, columns, diagonals, corners } = LINE_MASKS;

const maskArb = fc.oneof(
  fc.integer({ min: 0, max: 24 }).map((bit) => 1 << bit),
  fc.constant(CENTRE),
  fc.constantFrom(...rows, ...columns, ...diagonals, corners),
  fc
    .array(fc.integer({ min: 0, max: 24 }), { minLength: 2, maxLength: 7 })
    .map((bits) => bits.reduce((mask, bit) => mask | (1 << bit), 0)),
);

const patternArb = (key: string): fc.Arbitrary<PatternDefinition> =>
  fc
    .record({
      cls: fc.constantFrom(...PATTERN_CLASSES),
      masks: fc.uniqueArray(maskArb, { minLength: 1, maxLength: 5 }),
    })
    .chain(({ cls, masks }) =>
      (cls === 'k_of_set'
        ? fc.integer({ min: 1, max: Math.min(5, masks.length) })
        : fc.constant(1)
      ).map((k) => ({ key, name: key, class: cls, masks, k })),
    );

const soldCardArb = fc.record({
  n: fc.integer({ min: 1, max: 10_000 }),
  hole: fc.option(fc.integer({ min: 0, max: 24 }), { freq: 3 }),
  // The centre printed as a number, repeating the N column's top number.
  numberedCentre: fc.integer({ min: 0, max: 3 }).map((draw) => draw === 0),
});

interface Shape {
  /** How many cards are sold. */
  sold: { minLength: number; maxLength: number };
  withinCalls: fc.Arbitrary<number | null>;
  accepted: fc.Arbitrary<number | null>;
}

const caseArb = (shape: Shape) =>
  fc
    .record({
      mode: fc.constantFrom<GameMode>(...GAME_MODES),
      patterns: fc
        .integer({ min: 1, max: 3 })
        .chain((count) =>
          fc.tuple(...Array.from({ length: count }, (_, i) => patternArb(`p${i}`))),
        ),
      skipUnused: fc.boolean(),
      sold: fc.array(soldCardArb, shape.sold),
      stage: fc.option(fc.integer({ min: 0, max: 2 })),
      withinCalls: shape.withinCalls,
      accepted: shape.accepted,
      oracleSeed: fc.integer({ min: 0, max: 0xffffffff }),
    })
    .map((c) => {
      const patterns = [...c.patterns];
      // A stage bonus pays on one stage's patterns; else a jackpot on all of the plan's.
      const stagePatterns =
        c.stage === null ? patterns : patterns.filter((_, i) => i <= (c.stage as number));
      const plan: GamePlan = {
        patterns,
        skip_unused: c.skipUnused,
        ...(c.stage === null
          ? {}
          : {
              stages: [
                {
                  patterns: stagePatterns.map((p) => p.key),
                  share_percent: 100,
                  bonus: { within_calls: c.withinCalls ?? 50, amount: 10 },
                },
              ],
            }),
      };
      const cards = c.sold.map(({ n, hole, numberedCentre }) => {
        const grid = cardForNumber(n, c.mode).map((row) => [...row]) as CardCell[][];
        if (hole !== null) grid[Math.floor(hole / 5)]![hole % 5] = null;
        if (numberedCentre) grid[CENTRE_ROW]![CENTRE_COLUMN] = grid[0]![CENTRE_COLUMN] ?? null;
        return grid as CardGrid;
      });
      const input: OddsInput = { mode: c.mode, plan, cards };
      const payout: Payout = { patterns: stagePatterns, withinCalls: c.withinCalls };
      return { input, payout, accepted: c.accepted ?? undefined, oracleSeed: c.oracleSeed };
    });

/** How many of GAMES games, drawn by `seed`, have a sold card win the payout within its limit. */
function observedWins(input: OddsInput, payout: Payout, seed: number): number {
  const balls = ballsInPlay(input.plan, input.mode);
  const draws = Math.min(payout.withinCalls ?? balls.length, balls.length);
  const cards = input.cards.map((card) => compileCard(card));
  const rule = fastRule(winRule(payout.patterns));
  const next = mulberry32(seed);
  let wins = 0;
  for (let game = 0; game < GAMES; game++) {
    const marks = cards.map((card) => card.freeMask);
    let won = marks.some((mark) => winsFast(mark, rule));
    for (let i = 0; i < draws && !won; i++) {
      const j = i + randomBelow(next, balls.length - i);
      [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
      cards.forEach((card, c) => {
        const before = marks[c] as number;
        marks[c] = markNumber(card, before, balls[i] as number);
        if (marks[c] !== before && winsFast(marks[c] as number, rule)) won = true;
      });
    }
    if (won) wins++;
  }
  return wins;
}

/** Six standard deviations of a rate over GAMES games, plus six games for tiny chances. */
const tolerance = (chance: number) => 6 * Math.sqrt((chance * (1 - chance)) / GAMES) + 6 / GAMES;

function holdsAgainstPlayedGames(shape: Shape, numRuns: number) {
  const methods = { exact: 0, union_bound: 0, simulation: 0 };
  fc.assert(
    fc.property(caseArb(shape), ({ input, payout, accepted, oracleSeed }) => {
      const odds = payoutChance(input, payout, { accepted, maxSimulations: 2000 });
      methods[odds.method]++;
      const observed = observedWins(input, payout, oracleSeed) / GAMES;
      expect(observed).toBeLessThanOrEqual(odds.chance + tolerance(odds.chance));
      if (odds.method === 'exact')
        expect(observed).toBeGreaterThanOrEqual(odds.chance - tolerance(odds.chance));
      expect(odds.chance).toBeGreaterThanOrEqual(0);
      expect(odds.chance).toBeLessThanOrEqual(1);
    }),
    { numRuns },
  );
  return methods;
}

describe('the chance of a payout, against played games', () => {
  it('is never below the observed rate, and an exact chance is the rate', () => {
    const methods = holdsAgainstPlayedGames(
      {
        sold: { minLength: 1, maxLength: 30 },
        withinCalls: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 105 })),
        accepted: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
      },
      200,
    );
    expect(methods.exact).toBeGreaterThan(0);
    expect(methods.simulation).toBeGreaterThan(0);
  }, 60_000);

  it('holds with many cards and short limits, where the union bound decides', () => {
    const methods = holdsAgainstPlayedGames(
      {
        sold: { minLength: 40, maxLength: 60 },
        withinCalls: fc.integer({ min: 3, max: 15 }),
        accepted: fc.double({ min: 0.4, max: 1, noNaN: true }),
      },
      100,
    );
    expect(methods.union_bound).toBeGreaterThan(0);
  }, 60_000);
});
