/**
 * How many halls' outbox batches this API instance applies at once (decision 040): a region's
 * halls coming back together queue on their own PCs, not in central's database pool. A batch takes
 * well under a second, so one that finds every slot in use waits its turn here briefly (first come,
 * first served) before central answers 429.
 *
 * A hall keeps two batches in flight while it catches up (issue 37 item 7): the second is received
 * and checked while the first is applied, then waits for the first's release before it queues for a
 * slot. A third batch of the same hall is answered at once, so one hall cannot fill the slots with
 * batches that would only queue on its own row lock.
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
  /** Halls with a batch holding or awaiting a slot: the start of the one batch behind it, if any. */
  const turns = new Map<number, (() => void) | null>();

  /** The hall's batch is done with its turn: the batch behind it, if any, has the turn now. */
  const endTurn = (hallId: number) => {
    const behind = turns.get(hallId);
    if (!behind) return void turns.delete(hallId);
    turns.set(hallId, null);
    behind();
  };

  const releaser = (hallId: number) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // The slot passes straight to the first batch waiting for it.
      if (next) next.grant(releaser(next.hallId));
      else inUse -= 1;
      endTurn(hallId);
    };
  };

  /** A slot for the hall's batch that has the hall's turn. */
  const slotFor = (hallId: number): Promise<(() => void) | null> => {
    if (inUse < size) {
      inUse += 1;
      return Promise.resolve(releaser(hallId));
    }
    if (waitMs <= 0) {
      endTurn(hallId);
      return Promise.resolve(null);
    }
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
        endTurn(hallId);
        resolve(null);
      }, waitMs);
      queue.push(waiter);
    });
  };

  return {
    take(hallId) {
      if (!turns.has(hallId)) {
        turns.set(hallId, null);
        return slotFor(hallId);
      }
      if (turns.get(hallId)) return Promise.resolve(null);
      return new Promise<void>((resolve) => turns.set(hallId, resolve)).then(() => slotFor(hallId));
    },
    inUse: () => inUse,
    waiting: () => queue.length,
  };
}
