/** Runs a feed's steps in order; `idle()` is true when none is waiting or running. */
export interface SerialSteps {
  (step: () => Promise<void>): void;
  idle(): boolean;
}

/**
 * A live feed's steps (a snapshot, then each bus event) run one after another, so an event that
 * arrives during a snapshot waits behind it. Once the feed is stopped the rest are skipped; the
 * first failure is handed to `fail` (which stops the feed).
 */
export function serialSteps(isStopped: () => boolean, fail: (error: unknown) => void): SerialSteps {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const enqueue = (step: () => Promise<void>) => {
    pending += 1;
    queue = queue
      .then(() => (isStopped() ? undefined : step()))
      .catch((error: unknown) => {
        if (!isStopped()) fail(error);
      })
      .finally(() => {
        pending -= 1;
      });
  };
  return Object.assign(enqueue, { idle: () => pending === 0 });
}
