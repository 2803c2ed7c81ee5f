import type { OutboxEntry } from './outbox';

const parsedGameId = (entry: OutboxEntry): number =>
  (JSON.parse(entry.payload) as { id: number }).id;

/**
 * The game rows of a batch that central need not write (decision 040): a hall sends its game's row
 * again at every draw, and a row followed, with only game events in between, by a later row of the
 * same game is replaced by it before anything reads the game. Events only add rows of their own, so
 * skipping such a row changes nothing central checks or keeps; a winner or a ledger entry ends the
 * run, and the row before it is written. Every entry is still hashed and counted as applied.
 */
export function supersededGameRows(
  entries: readonly OutboxEntry[],
  /** A game row's game id; central passes one that keeps the row it parsed for later. */
  gameIdOf: (entry: OutboxEntry) => number = parsedGameId,
): Set<number> {
  const superseded = new Set<number>();
  let later: number | undefined;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (entry.kind === 'game_event') continue;
    if (entry.kind !== 'game') {
      later = undefined;
      continue;
    }
    const id = gameIdOf(entry);
    if (id === later) superseded.add(entry.seq);
    later = id;
  }
  return superseded;
}
