import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { JsonText } from './central-client';

/**
 * Entries per upload: a busy day's catch-up in a few dozen calls, each a transaction on central
 * (issue 37: fewer, larger batches; a batch's fixed cost on central is a few dozen statements).
 */
export const UPLOAD_BATCH = 4_000;
/**
 * Payload text per upload, so a batch stays well under central's body limit (8 MiB, counted after
 * decoding, with the payloads escaped in the JSON): 1,200 game rows of a long game are about 4 MB.
 */
export const UPLOAD_BYTES = 4 * 1024 * 1024;

/**
 * The first rows that fit an upload: at least one, then as many as stay within UPLOAD_BYTES of
 * payload, each row's size in bytes however it is known.
 */
export function rowsThatFit<T>(rows: readonly T[], bytesOf: (row: T) => number): T[] {
  let bytes = 0;
  let count = 0;
  for (const row of rows) {
    bytes += bytesOf(row);
    if (count > 0 && bytes > UPLOAD_BYTES) break;
    count += 1;
  }
  return rows.slice(0, count);
}

/**
 * The rows of an upload up to its last whole hall transaction: a game's end travels with its
 * winners and its money, so central judges the game whole (issue 37). `next` is the row after
 * them, if read; `drained` says nothing is left to read. A transaction larger than a whole upload
 * (none plays a game) goes as it is.
 */
export function wholeTransactions<T extends { tx: number | null }>(
  rows: readonly T[],
  next: T | undefined,
  drained: boolean,
): readonly T[] {
  const last = rows.at(-1)?.tx ?? null;
  if (last === null) return rows;
  if (next ? next.tx !== last : drained) return rows;
  const cut = rows.findIndex((row) => row.tx === last);
  return cut > 0 ? rows.slice(0, cut) : rows;
}

/** What an upload knows of a row before its text is read: enough to cut the batch. */
interface OutboxRowShape {
  seq: number;
  tx: number | null;
  bytes: number;
}

/** An upload's entries as the body's JSON text, and its last entry. */
interface OutboxBatch {
  last: number;
  body: JsonText;
}

/**
 * The upload of the rows after a sequence, cut to what one upload carries and to whole hall
 * transactions (issue 37 item 7); `pipelined` when it is sent before the previous one's answer.
 * `entries` is UPLOAD_BATCH but in tests, where a short day spans several batches. The hall's
 * PGlite answers the rows' sizes first, then the body's whole JSON text in one field: 4,000 rows
 * are not handed to JavaScript one field at a time, mapped and put in JSON again.
 */
export async function outboxBatchAfter(
  db: Db,
  after: number,
  { pipelined = false, entries = UPLOAD_BATCH } = {},
): Promise<OutboxBatch | null> {
  const [shapes] = await queryRows<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(seq, tx, octet_length(payload)) order by seq)::text as rows
        from (select seq, tx, payload from hall_outbox where seq > ${after}
              order by seq limit ${entries + 1}) next`,
  );
  if (!shapes?.rows) return null;
  const read = (JSON.parse(shapes.rows) as [number, number | null, number][]).map(
    ([seq, tx, bytes]): OutboxRowShape => ({ seq, tx, bytes }),
  );
  const rows = read.slice(0, entries);
  const fit = rowsThatFit(rows, (row) => row.bytes);
  const whole = wholeTransactions(fit, read[fit.length], read.length <= entries);
  const last = whole.at(-1)!.seq;
  const [batch] = await queryRows<{ entries: string; n: number; last: number }>(
    db,
    sql`select string_agg(
               json_build_object('seq', seq, 'kind', kind, 'payload', payload,
                                 'prev_hash', prev_hash, 'hash', hash)::text, ',' order by seq)
             as entries,
             count(*)::int as n, max(seq)::float8 as last
        from hall_outbox where seq > ${after} and seq <= ${last}`,
  );
  // The outbox only grows at its end and is pruned behind what central applied: the same rows.
  if (!batch || batch.n !== whole.length || batch.last !== last)
    throw new Error(`hall outbox changed under an upload after ${after}`);
  const flag = pipelined ? ',"pipelined":true' : '';
  return {
    last,
    body: new JsonText(`{"entries":[${batch.entries}],"head_seq":${last}${flag}}`),
  };
}
