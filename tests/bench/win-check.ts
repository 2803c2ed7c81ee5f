/**
 * Checks 10,000 cards after each of 75 draws with the reference rules (core/bingo/win-detection)
 * and with the bitmask version (core/bingo/card-bitmask), and prints the speed ratio.
 * Run: npx tsx tests/bench/win-check.ts [cards] [rounds]
 */
import { randomInt } from 'node:crypto';
import {
  compileCard,
  enabledPatternBits,
  markNumber,
  winsFast,
} from '../../core/bingo/card-bitmask';
import { cardForNumber } from '../../core/bingo/card-generator';
import { markCard } from '../../core/bingo/marking';
import { maxNumberFor } from '../../core/bingo/modes';
import { shuffleDrawOrder } from '../../core/bingo/shuffle';
import { detectWin } from '../../core/bingo/win-detection';
import { DEFAULT_WIN_CONDITIONS } from '../../core/bingo/win-patterns';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';

const cardCount = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 3);
const conditions = DEFAULT_WIN_CONDITIONS;
const cards = Array.from({ length: cardCount }, (_, i) => cardForNumber(i + 1, 'standard'));

/** Winning cards after each draw, so both versions are seen to do the same work. */
function reference(order: readonly number[]): number[] {
  const called = new Set<number>();
  return order.map((ball) => {
    called.add(ball);
    let winners = 0;
    for (const card of cards) if (detectWin(markCard(card, called), conditions).isWinner) winners++;
    return winners;
  });
}

function bitmask(order: readonly number[]): number[] {
  const compiled = cards.map((card) => compileCard(card));
  const enabled = enabledPatternBits(conditions);
  const marks = new Int32Array(cards.length);
  compiled.forEach((card, i) => (marks[i] = card.freeMask));
  return order.map((ball) => {
    let winners = 0;
    for (let i = 0; i < compiled.length; i++) {
      const mask = markNumber(compiled[i]!, marks[i]!, ball);
      marks[i] = mask;
      if (winsFast(mask, enabled) !== 0) winners++;
    }
    return winners;
  });
}

function timed(run: () => number[]): { ms: number; winners: number[] } {
  const start = performance.now();
  const winners = run();
  return { ms: performance.now() - start, winners };
}

console.log(`win check: ${cardCount} cards x 75 draws, default win conditions, best of ${rounds}`);
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
  figure: `win checks of ${formatCount(cardCount)} sold cards x 75 draws, bitmask`,
  value: formatMs(best.bitmask),
  baseline: `reference rules ${formatMs(best.reference)}`,
  ratio: `${formatRatio(best.reference / best.bitmask)} faster`,
  target: '-',
  met: null,
});
