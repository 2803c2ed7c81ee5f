/**
 * The odds a game start computes (core/odds, issue 35): 500 sold cards, 5 patterns played in three
 * stages, and three payouts judged against their funders' limits (5% each): a jackpot on every
 * pattern within 20 calls (500 cards make it near certain: a short simulation refuses it), a
 * full-house jackpot within 50 calls and the last stage's bonus within 45 (the union bound
 * accepts both). Median time per start against a plain loop compiling the same 500 cards for the
 * bitmask judge (compileCard), so the ratio holds across machines; then the worst case seen, a
 * simulation that runs to its cap. The seed's SHA-256 is node:crypto's, as the server passes it.
 * Run: node --import tsx tests/bench/odds.ts [runs]
 */
import { createHash } from 'node:crypto';
import { compileCard } from '../../core/bingo/card-bitmask';
import { cardForNumber } from '../../core/bingo/card-generator';
import type { GamePlan } from '../../core/bingo/patterns/game-patterns';
import type { PatternDefinition } from '../../core/bingo/patterns/pattern';
import { presetPattern } from '../../core/bingo/patterns/presets';
import {
  payoutChance,
  type OddsInput,
  type Payout,
  type PayoutOdds,
} from '../../core/odds/payout-chance';
import { formatMs, formatRatio, reportFigure } from './lib/figures';

const runs = Number(process.argv[2] ?? 21);
const CARDS = 500;
const ACCEPTED = 0.05;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const preset = (key: string) => presetPattern(key) as PatternDefinition;

const [oneLine, twoLines, letterX, stamp, fullHouse] = [
  'one_line',
  'two_lines',
  'letter_x',
  'postage_stamp',
  'full_house',
].map(preset) as [
  PatternDefinition,
  PatternDefinition,
  PatternDefinition,
  PatternDefinition,
  PatternDefinition,
];
const patterns = [oneLine, twoLines, letterX, stamp, fullHouse];
const plan: GamePlan = {
  patterns,
  skip_unused: false,
  stages: [
    { patterns: ['one_line'], share_percent: 30 },
    { patterns: ['two_lines', 'letter_x', 'postage_stamp'], share_percent: 30 },
    { patterns: ['full_house'], share_percent: 40, bonus: { within_calls: 45, amount: 250 } },
  ],
};
const cards = Array.from({ length: CARDS }, (_, i) => cardForNumber(i + 1, 'standard'));
const input: OddsInput = { mode: 'standard', plan, cards };
const payouts: [string, Payout][] = [
  ['jackpot, 5 patterns within 20 calls', { patterns, withinCalls: 20 }],
  ['full-house jackpot within 50 calls', { patterns: [fullHouse], withinCalls: 50 }],
  ['stage bonus, full house within 45 calls', { patterns: [fullHouse], withinCalls: 45 }],
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] as number;

function timed<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

const describe = (odds: PayoutOdds) =>
  `${odds.method}, chance ${odds.chance.toFixed(4)} (estimate ${odds.estimate.toFixed(4)}` +
  `${odds.simulations > 0 ? `, ${odds.simulations} games` : ''})`;

// Warm both up, then interleave them.
for (let i = 0; i < 3; i++) {
  for (const [, payout] of payouts) payoutChance(input, payout, { accepted: ACCEPTED, sha256 });
  cards.forEach((card) => compileCard(card));
}
const starts: number[] = [];
const compiles: number[] = [];
const perPayout: number[][] = payouts.map(() => []);
let last: PayoutOdds[] = [];
for (let run = 0; run < runs; run++) {
  let total = 0;
  last = payouts.map(([, payout], i) => {
    const { ms, result } = timed(() => payoutChance(input, payout, { accepted: ACCEPTED, sha256 }));
    perPayout[i]!.push(ms);
    total += ms;
    return result;
  });
  starts.push(total);
  compiles.push(timed(() => cards.map((card) => compileCard(card))).ms);
}

console.log(
  `odds of a start: ${CARDS} sold cards, ${patterns.length} patterns, median of ${runs} runs`,
);
payouts.forEach(([name], i) =>
  console.log(`  ${name}: ${formatMs(median(perPayout[i]!))}; ${describe(last[i]!)}`),
);
const start = median(starts);
const compile = median(compiles);
console.log(`  whole start: ${formatMs(start)}; compiling the cards: ${formatMs(compile)}`);
reportFigure({
  figure: `odds of a start, ${CARDS} sold cards, 5 patterns, 3 payouts at a 5% limit (median per start)`,
  value: formatMs(start),
  baseline: `compileCard x ${CARDS} ${formatMs(compile)}`,
  ratio: formatRatio(start / compile),
  target: '<= 5 ms',
  met: start <= 5,
});

// The worst case: a limit right at the chance, so neither bound settles it before the cap.
const threeLines = preset('three_lines');
const worstInput: OddsInput = {
  mode: 'standard',
  plan: { patterns: [threeLines], skip_unused: false },
  cards,
};
const worstPayout: Payout = { patterns: [threeLines], withinCalls: 25 };
const worst = timed(() => payoutChance(worstInput, worstPayout, { accepted: 0.15, sha256 }));
const pure = timed(() => payoutChance(worstInput, worstPayout, { accepted: 0.15 }));
console.log(
  `worst case, Three Lines within 25 calls at a 15% limit: ${formatMs(worst.ms)}; ${describe(worst.result)}` +
    ` (${formatMs(pure.ms)} with core's own SHA-256)`,
);
reportFigure({
  figure: `odds, worst case: Three Lines within 25 calls, ${CARDS} cards, simulated to the cap`,
  value: formatMs(worst.ms),
  baseline: `compileCard x ${CARDS} ${formatMs(compile)}`,
  ratio: formatRatio(worst.ms / compile),
  target: '-',
  met: null,
});
