/**
 * The chance that m given balls are all among the first n drawn, in a uniformly random order of
 * `total` balls: C(total - m, n - m) / C(total, n) = prod over i < m of (n - i) / (total - i).
 */
export function allDrawnChance(m: number, n: number, total: number): number {
  if (m > n) return 0;
  let chance = 1;
  for (let i = 0; i < m; i++) chance *= (n - i) / (total - i);
  return chance;
}

/** allDrawnChance for every m from 0 to total, built in one pass. */
export function allDrawnTable(n: number, total: number): Float64Array {
  const table = new Float64Array(total + 1);
  table[0] = 1;
  for (let m = 1; m <= total; m++)
    table[m] = m > n ? 0 : (table[m - 1] as number) * ((n - m + 1) / (total - m + 1));
  return table;
}
