import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Answers in the warm-up and the timed run: a cost per request over both. */
  answered: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers by status code, e.g. "200: 5120, 429: 12", to say what the non-2xx were. */
  statuses: string;
}

/**
 * Loads one URL with autocannon from this process (the server runs in another): `connections`
 * keep-alive connections for `seconds`, after a short warm-up. 127.0.0.1 only.
 */
export async function loadUrl(
  url: string,
  {
    connections = 10,
    seconds = 5,
    headers = {},
    method = 'GET',
    body,
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:'))
    throw new Error(`benchmarks load 127.0.0.1 only: ${url}`);
  const options = { url, connections, headers, method, body };
  const warmUp = await autocannon({ ...options, duration: 1 });
  // autocannon stops at its deadline without waiting for the answers in flight: let the server
  // finish them first, or the timed run starts with twice the concurrency it asked for (logins of
  // one user past the throttle's limit on attempts in flight, then 429s).
  await sleep(warmUp.latency.max + 100);
  const result = await autocannon({ ...options, duration: seconds });
  // The same at the end: what the caller does next (capture one request's SQL, load another
  // server) starts on a quiet server.
  await sleep(result.latency.max + 100);
  return {
    requestsPerSecond: result.requests.average,
    answered: warmUp.requests.total + result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', '),
  };
}
