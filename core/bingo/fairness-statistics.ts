import { shuffleDrawOrder, type RandomInt } from './shuffle';

/** The normal quantile of the 99% level, one-sided (chi-square tests reject on the upper tail). */
export const Z_99 = 2.3263478740408408;

/** Wilson-Hilferty: the chi-square quantile for df degrees of freedom at normal quantile z. */
export function chiSquareCritical(df: number, z: number = Z_99): number {
  const k = 2 / (9 * df);
  return df * (1 - k + z * Math.sqrt(k)) ** 3;
}

export interface PositionTest {
  shuffles: number;
  statistic: number;
  degreesOfFreedom: number;
  critical: number;
  /** True when "every number is equally likely at every draw position" is not rejected. */
  passes: boolean;
}

/**
 * Pearson's chi-square over the position x number table of many draw orders. Both margins are
 * fixed (each order fills every position with every number once), so df = (max - 1)^2.
 */
export function drawPositionTest(
  max: number,
  shuffles: number,
  randomInt: RandomInt,
  z: number = Z_99,
): PositionTest {
  const counts = new Uint32Array(max * max);
  for (let s = 0; s < shuffles; s++) {
    const order = shuffleDrawOrder(max, randomInt);
    for (let position = 0; position < max; position++) {
      const cell = position * max + (order[position] as number) - 1;
      counts[cell] = (counts[cell] as number) + 1;
    }
  }
  const expected = shuffles / max;
  let statistic = 0;
  for (const observed of counts) statistic += (observed - expected) ** 2 / expected;
  const degreesOfFreedom = (max - 1) ** 2;
  const critical = chiSquareCritical(degreesOfFreedom, z);
  return { shuffles, statistic, degreesOfFreedom, critical, passes: statistic <= critical };
}
