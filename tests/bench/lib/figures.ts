/**
 * How a benchmark reports to `npm run bench` (tests/bench/lib/run-all.ts): one line per figure,
 * `BENCH-FIGURE {json}` on stdout. A script run on its own prints the same lines; they read well
 * enough by themselves.
 */
export interface Figure {
  /** What is measured, e.g. "GET /api/v1/auth/balance/ req/s (PGlite)". */
  figure: string;
  /** Our value, formatted with its unit ("4,210 req/s", "12.3 ms"). */
  value: string;
  /** The baseline measured in the same run, formatted, with what it is ("bare Fastify: 9,800"). */
  baseline: string;
  /** ours / baseline, as the target states it (a share, a slowdown, a speed-up). */
  ratio: string;
  /** The target ("ratio >= 35%", "p99 <= 50 ms"), or "-" when there is none. */
  target: string;
  /** Whether the target is met; null without a target. */
  met: boolean | null;
}

export const FIGURE_PREFIX = 'BENCH-FIGURE ';

export function reportFigure(figure: Figure): void {
  process.stdout.write(`${FIGURE_PREFIX}${JSON.stringify(figure)}\n`);
}

export const formatCount = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const formatMs = (ms: number): string =>
  `${ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)} ms`;

export const formatPercent = (share: number): string => `${(share * 100).toFixed(0)}%`;

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const formatRatio = (ratio: number): string =>
  `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}x`;
