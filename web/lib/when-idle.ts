/**
 * Runs `work` once the browser has nothing else to do (at the latest after `timeoutMs`), so work
 * a screen does not need for its first paint waits for that paint. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, Math.min(timeoutMs, 1000));
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
