/**
 * Checks 10,000 cards after each of 75 draws with the reference rules (core/bingo/win-detection)
 * and with the bitmask version (core/bingo/card-bitmask), with 30 named patterns in play, and
 * prints the speed ratio (target: at least 10x).
 * Run: npx tsx tests/bench/win-check.ts [cards] [rounds]
 */
import { randomInt } from 'node:crypto';
import { compileCard, fastRule, markNumber, winsFast } from '../../core/bingo/card-bitmask';
import { cardForNumber } from '../../core/bingo/card-generator';
import { markCard } from '../../core/bingo/marking';
import { maxNumberFor } from '../../core/bingo/modes';
import { shuffleDrawOrder } from '../../core/bingo/shuffle';
import { detectWin } from '../../core/bingo/win-detection';
import { PRESET_PATTERNS } from '../../core/bingo/patterns/presets';
import { winRule } from '../../core/bingo/patterns/win-rule';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';

const cardCount = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 2);
const PATTERNS_IN_PLAY = 30;
const rule = winRule(PRESET_PATTERNS.slice(0, PATTERNS_IN_PLAY));
const maskCount = rule.patterns.reduce((sum, pattern) => sum + pattern.masks.length, 0);
const cards = Array.from({ length: cardCount }, (_, i) => cardForNumber(i + 1, 'standard'));

/** Winning cards after each draw, so both versions are seen to do the same work. */
function reference(order: readonly number[]): number[] {
  const called = new Set<number>();
  return order.map((ball) => {
    called.add(ball);
    let winners = 0;
    for (const card of cards) if (detectWin(markCard(card, called), rule).isWinner) winners++;
    return winners;
  });
}

function bitmask(order: readonly number[]): number[] {
  const compiled = cards.map((card) => compileCard(card));
  const fast = fastRule(rule);
  const marks = new Int32Array(cards.length);
  const won = new Uint8Array(cards.length);
  compiled.forEach((card, i) => (marks[i] = card.freeMask));
  return order.map((ball) => {
    let winners = 0;
    for (let i = 0; i < compiled.length; i++) {
      const before = marks[i]!;
      const mask = markNumber(compiled[i]!, before, ball);
      marks[i] = mask;
      // A card already won stays won; a ball not on the card changes nothing.
      if (mask === before ? won[i] === 1 : (won[i] = winsFast(mask, fast) ? 1 : 0) === 1) winners++;
    }
    return winners;
  });
}

function timed(run: () => number[]): { ms: number; winners: number[] } {
  const start = performance.now();
  const winners = run();
  return { ms: performance.now() - start, winners };
}

console.log(
  `win check: ${cardCount} cards x 75 draws, ${PATTERNS_IN_PLAY} patterns (${maskCount} masks), best of ${rounds}`,
);
let best = { reference: Infinity, bitmask: Infinity };
for (let round = 0; round < rounds; round++) {
  const order = shuffleDrawOrder(maxNumberFor('standard'), (bound) => randomInt(bound));
  const ref = timed(() => reference(order));
  const fast = timed(() => bitmask(order));
  if (ref.winners.join() !== fast.winners.join()) {
    throw new Error(`The versions disagree: ${ref.winners.join()} vs ${fast.winners.join()}`);
  }
  best = { reference: Math.min(best.reference, ref.ms), bitmask: Math.min(best.bitmask, fast.ms) };
  const firstWin = ref.winners.findIndex((winners) => winners > 0) + 1;
  console.log(
    `  round ${round + 1}: reference ${ref.ms.toFixed(1)} ms, bitmask ${fast.ms.toFixed(1)} ms;` +
      ` first winner after ball ${firstWin}, ${ref.winners[74]} winning cards after 75`,
  );
}
const checks = cardCount * 75;
const perCheck = (ms: number) => ((ms * 1e6) / checks).toFixed(0);
console.log(
  `reference: ${best.reference.toFixed(1)} ms (${perCheck(best.reference)} ns per card check)`,
);
console.log(
  `bitmask:   ${best.bitmask.toFixed(1)} ms (${perCheck(best.bitmask)} ns per card check, compiling the cards included)`,
);
console.log(
  `ratio:     bitmask is ${(best.reference / best.bitmask).toFixed(1)}x faster than the reference`,
);
reportFigure({
  figure: `win checks of ${formatCount(cardCount)} sold cards x 75 draws, ${PATTERNS_IN_PLAY} patterns, bitmask`,
  value: formatMs(best.bitmask),
  baseline: `reference rules ${formatMs(best.reference)}`,
  ratio: `${formatRatio(best.reference / best.bitmask)} faster`,
  target: '>= 10x faster',
  met: best.reference / best.bitmask >= 10,
});
