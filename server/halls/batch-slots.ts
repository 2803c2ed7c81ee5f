/**
 * How many halls' outbox batches this API instance applies at once (decision 040): a region's
 * halls coming back together queue on their own PCs, not in central's database pool. A batch takes
 * well under a second, so one that finds every slot in use waits its turn here briefly (first come,
 * first served) before central answers 429. A hall uploads one batch at a time: a second one from
 * the same hall, while its first holds or awaits a slot, is answered at once, so one hall cannot
 * fill the slots with batches that would only queue on its own row lock.
 */
export interface BatchSlots {
  /** A slot and its release (call it once, in a finally), or null when none came free in time. */
  take(hallId: number): Promise<(() => void) | null>;
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
  const queue: { hallId: number; grant: (release: () => void) => void }[] = [];
  const halls = new Set<number>();

  const releaser = (hallId: number) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      halls.delete(hallId);
      const next = queue.shift();
      // The slot passes straight to the first batch waiting for it.
      if (next) next.grant(releaser(next.hallId));
      else inUse -= 1;
    };
  };

  return {
    take(hallId) {
      if (halls.has(hallId)) return Promise.resolve(null);
      if (inUse < size) {
        inUse += 1;
        halls.add(hallId);
        return Promise.resolve(releaser(hallId));
      }
      if (waitMs <= 0) return Promise.resolve(null);
      halls.add(hallId);
      return new Promise((resolve) => {
        const waiter = {
          hallId,
          grant: (release: () => void) => {
            clearTimeout(timer);
            resolve(release);
          },
        };
        const timer = setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          halls.delete(hallId);
          resolve(null);
        }, waitMs);
        queue.push(waiter);
      });
    },
    inUse: () => inUse,
    waiting: () => queue.length,
  };
}
