/**
 * Runs the tasks of one key one after another in this process, the rest waiting in memory. Phone
 * claims on a shop take their turn here: 200 at once each held a pooled connection while waiting
 * for the game's row lock, and the till's own requests waited seconds for a connection
 * (tests/bench/phone-claims.ts). Across instances the row lock still orders them.
 */
export function inTurn<K>(): <T>(key: K, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<K, Promise<unknown>>();
  return (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
