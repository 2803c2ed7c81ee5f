/**
 * The larger fairness run behind the unit test in core/bingo/shuffle.test.ts: chi-square (99%) of
 * each number at each draw position, node:crypto randomInt, every mode.
 * Run: npx tsx tests/bench/shuffle-fairness.ts [shuffles per mode]
 */
import { randomInt } from 'node:crypto';
import { drawPositionTest } from '../../core/bingo/fairness-statistics';
import { GAME_MODES, maxNumberFor } from '../../core/bingo/modes';
import { formatCount, reportFigure } from './lib/figures';

const shuffles = Number(process.argv[2] ?? 200_000);
let failures = 0;
for (const mode of GAME_MODES) {
  const max = maxNumberFor(mode);
  const start = performance.now();
  const result = drawPositionTest(max, shuffles, (bound) => randomInt(bound));
  const ms = performance.now() - start;
  if (!result.passes) failures++;
  console.log(
    `${mode} 1-${max}: ${shuffles} shuffles, chi-square ${result.statistic.toFixed(1)}` +
      ` (df ${result.degreesOfFreedom}, 99% critical ${result.critical.toFixed(1)},` +
      ` ratio ${(result.statistic / result.critical).toFixed(3)}) ${result.passes ? 'uniform' : 'REJECTED'}` +
      ` in ${(ms / 1000).toFixed(1)} s`,
  );
  reportFigure({
    figure: `shuffle fairness, ${mode} 1-${max} (${formatCount(shuffles)} shuffles, chi-square)`,
    value: result.statistic.toFixed(1),
    baseline: `99% critical ${result.critical.toFixed(1)}`,
    ratio: (result.statistic / result.critical).toFixed(3),
    target: '<= 1 (uniform)',
    met: result.passes,
  });
}
// Three tests at 99%: a fair shuffle rejects at least one about 3% of the time; rerun before worrying.
process.exitCode = failures === 0 ? 0 : 1;
