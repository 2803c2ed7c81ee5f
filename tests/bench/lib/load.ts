import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
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
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
