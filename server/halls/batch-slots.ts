/**
 * How many halls' outbox batches this API instance applies at once (decision 040): a region's
 * halls coming back together queue on their own PCs, not in central's database pool.
 */
export interface BatchSlots {
  /** A slot and its release (call it once, in a finally), or null when every slot is in use. */
  take(): (() => void) | null;
  inUse(): number;
}

/** Seconds a hall is told to wait when every slot is in use; the hall adds its own jitter. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export function createBatchSlots(size: number): BatchSlots {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`batch slots must be 1 or more, got ${size}`);
  let inUse = 0;
  return {
    take() {
      if (inUse >= size) return null;
      inUse += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
      };
    },
    inUse: () => inUse,
  };
}
