/**
 * One-sided Clopper-Pearson bounds on a rate observed in n trials: the true rate is above `upper`
 * (or below `lower`) with probability at most delta. Found by bisection on the binomial tail, in
 * logs (n runs to thousands), summed from x outwards until its terms stop counting.
 */
const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++)
    logFactorials.push((logFactorials[i - 1] as number) + Math.log(i));
  return logFactorials[n] as number;
}

/** log P(X = k) for X ~ Binomial(n, p), 0 < p < 1. */
function logTerm(k: number, n: number, logP: number, logQ: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k) + k * logP + (n - k) * logQ;
}

/**
 * log P(X <= x) (toward 0) or log P(X >= x) (toward n). Callers only ask where the terms fall away
 * from x, so the sum stops once a term no longer moves it.
 */
function logTail(x: number, n: number, p: number, toward: 0 | 1): number {
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const first = logTerm(x, n, logP, logQ);
  let sum = 1;
  for (let k = toward === 0 ? x - 1 : x + 1; k >= 0 && k <= n; k += toward === 0 ? -1 : 1) {
    const ratio = Math.exp(logTerm(k, n, logP, logQ) - first);
    sum += ratio;
    if (ratio < sum * 1e-17) break;
  }
  return first + Math.log(sum);
}

const STEPS = 60;

/** The smallest p with P(X <= x | p) <= delta: the true rate is above it with probability <= delta. */
export function upperConfidenceBound(x: number, n: number, delta: number): number {
  if (x >= n) return 1;
  const logDelta = Math.log(delta);
  let low = x / n;
  let high = 1;
  for (let step = 0; step < STEPS; step++) {
    const mid = (low + high) / 2;
    if (mid <= 0 || logTail(x, n, mid, 0) > logDelta) low = mid;
    else high = mid;
  }
  return high;
}

/** The largest p with P(X >= x | p) <= delta: the true rate is below it with probability <= delta. */
export function lowerConfidenceBound(x: number, n: number, delta: number): number {
  if (x <= 0) return 0;
  const logDelta = Math.log(delta);
  let low = 0;
  let high = x / n;
  for (let step = 0; step < STEPS; step++) {
    const mid = (low + high) / 2;
    if (mid >= 1 || logTail(x, n, mid, 1) > logDelta) high = mid;
    else low = mid;
  }
  return low;
}
