/**
 * How many halls' outbox batches this API instance applies at once (decision 040): a region's
 * halls coming back together queue on their own PCs, not in central's database pool. A batch takes
 * well under a second, so one that finds every slot in use waits its turn here briefly (first come,
 * first served) before central answers 429.
 */
export interface BatchSlots {
  /** A slot and its release (call it once, in a finally), or null when none came free in time. */
  take(): Promise<(() => void) | null>;
  inUse(): number;
  /** Batches waiting for a slot. */
  waiting(): number;
}

/** Seconds a hall is told to wait when every slot stayed in use; the hall adds its own jitter. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/** How long a batch waits for a slot before central answers 429. */
export const SLOT_WAIT_MS = 1_000;

export function createBatchSlots(size: number, waitMs = SLOT_WAIT_MS): BatchSlots {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`batch slots must be 1 or more, got ${size}`);
  let inUse = 0;
  const queue: ((release: () => void) => void)[] = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // The slot passes straight to the first batch waiting for it.
      if (next) next(releaser());
      else inUse -= 1;
    };
  };

  return {
    take() {
      if (inUse < size) {
        inUse += 1;
        return Promise.resolve(releaser());
      }
      if (waitMs <= 0) return Promise.resolve(null);
      return new Promise((resolve) => {
        const granted = (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const at = queue.indexOf(granted);
          if (at >= 0) queue.splice(at, 1);
          resolve(null);
        }, waitMs);
        queue.push(granted);
      });
    },
    inUse: () => inUse,
    waiting: () => queue.length,
  };
}
