/**
 * What a hall's outbox carries (decision 038); written by triggers (migration 0023). `game` is a
 * whole game row (a hall from before migration 0037 sends one at every change), `game_patch` what
 * a later transaction changed in it (core/halls/game-patch.ts).
 */
export const OUTBOX_KINDS = ['game', 'game_patch', 'game_event', 'game_winner', 'ledger'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export interface OutboxEntry {
  seq: number;
  kind: OutboxKind;
  /** The row as JSON text, exactly as hashed. */
  payload: string;
  prev_hash: string;
  hash: string;
}

/** The text an entry's hash covers; the migration's hall_outbox_append() computes the same. */
export function outboxEntryText(
  entry: Pick<OutboxEntry, 'prev_hash' | 'seq' | 'kind' | 'payload'>,
): string {
  return `${entry.prev_hash}|${entry.seq}|${entry.kind}|${entry.payload}`;
}

export type BatchRefusal = 'batch_out_of_order' | 'batch_chain_broken';

/** An entry's hash by a hash of its text (SHA-256, or the hall's keyed HMAC). */
export const chainHash =
  (hashText: (text: string) => string) =>
  (entry: OutboxEntry): string =>
    hashText(outboxEntryText(entry));

/**
 * Which entries of an uploaded batch central applies: the ones after what it applied, each
 * following the one before by number and by hash. Entries already applied are skipped (a retried
 * batch changes nothing); the one at the applied head must carry the hash central holds.
 * `hashOf` answers an entry's hash as central computes it (central computes them before the batch
 * takes the hall's lock).
 */
export function entriesToApply(
  head: { appliedSeq: number; lastHash: string },
  entries: readonly OutboxEntry[],
  hashOf: (entry: OutboxEntry) => string,
): { fresh: OutboxEntry[] } | { refusal: BatchRefusal; seq: number } {
  const fresh: OutboxEntry[] = [];
  let seq = head.appliedSeq;
  let hash = head.lastHash;
  for (const entry of entries) {
    if (entry.seq < head.appliedSeq) continue;
    if (entry.seq === head.appliedSeq) {
      if (entry.hash !== head.lastHash) return { refusal: 'batch_chain_broken', seq: entry.seq };
      continue;
    }
    if (entry.seq !== seq + 1) return { refusal: 'batch_out_of_order', seq: entry.seq };
    if (entry.prev_hash !== hash || hashOf(entry) !== entry.hash)
      return { refusal: 'batch_chain_broken', seq: entry.seq };
    fresh.push(entry);
    seq = entry.seq;
    hash = entry.hash;
  }
  return { fresh };
}
