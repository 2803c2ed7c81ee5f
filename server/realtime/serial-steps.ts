/**
 * A live feed's steps (a snapshot, then each bus event) run one after another, so an event that
 * arrives during a snapshot waits behind it. Once the feed is stopped the rest are skipped; the
 * first failure is handed to `fail` (which stops the feed).
 */
export function serialSteps(
  isStopped: () => boolean,
  fail: (error: unknown) => void,
): (step: () => Promise<void>) => void {
  let queue: Promise<void> = Promise.resolve();
  return (step) => {
    queue = queue
      .then(() => (isStopped() ? undefined : step()))
      .catch((error: unknown) => {
        if (!isStopped()) fail(error);
      });
  };
}
