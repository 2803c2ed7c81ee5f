import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { OUTBOX_BODY_LIMIT_BYTES, OUTBOX_MAX_ENTRIES } from '@core/schemas/halls';
import { call } from '../../../tests/support/api';
import { endGame, gameCall, startGame } from '../../../tests/support/games';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { queryRows } from '../../db/query-rows';
import { readHallLink } from '../../halls/hall-allowance';
import { syncOnce } from '../../halls/hall-sync';
import { rowsThatFit, UPLOAD_BATCH, wholeTransactions } from '../../halls/outbox-batches';
import { signedHeaders } from '../../halls/signed-request';
import { logWholeGameRows } from '../../../tests/support/whole-row-outbox';

// A hall's day crosses its link (often a phone's data plan): the uploads travel gzipped and each
// stays under central's body limit, however long the games' rows grow. The largest uploads are a
// hall's that still logs a game's whole row at every draw (not upgraded to migration 0037).

let paired: PairedHall;
let online = true;
const CARDS = Array.from({ length: 100 }, (_, i) => i + 1);

beforeAll(async () => {
  paired = await pairedHall({ online: () => online, cashierBalance: 20_000 });
  const taken = await call(paired.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: paired.hallSession,
    body: { amount: 10_000, max_games: 5, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
  await syncOnce(paired.hall.db);
  await logWholeGameRows(paired.hall.db);
}, 60_000);

afterAll(async () => {
  await paired?.close();
});

async function playALongGame(): Promise<void> {
  const { hall, hallSession } = paired;
  const id = await startGame(hall.app, hallSession, { amount: 1000, cards: CARDS });
  for (let i = 0; i < 75; i += 1) await gameCall(hall.app, hallSession, id, 'draw');
  await endGame(hall.app, hallSession, id);
}

/** A raw upload to central's outbox route, signed as the hall, with a body of the test's choosing. */
async function upload(body: Buffer | string, encoding?: string): Promise<Response> {
  const link = (await readHallLink(paired.hall.db))!;
  const text = JSON.stringify({ entries: [], head_seq: 0 });
  const path = '/api/v1/hall_sync/outbox/';
  return fetch(new URL(path, paired.proxy.url), {
    method: 'POST',
    headers: {
      ...signedHeaders(link, 'POST', path, text),
      'content-type': 'application/json',
      ...(encoding && { 'content-encoding': encoding }),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

describe("a hall's upload", () => {
  it('catches up a cut of long games in batches central takes, gzipped on the link', async () => {
    paired.proxy.cut();
    online = false;
    for (let game = 0; game < 4; game += 1) await playALongGame();
    const [written] = await queryRows<{ bytes: number; entries: number }>(
      paired.hall.db,
      sql`select sum(octet_length(payload))::int as bytes, count(*)::int as entries
          from hall_outbox where seq > (select uploaded_seq from hall_link)`,
    );
    // Well over the app's 1 MiB body limit in all: the outbox route takes larger bodies.
    expect(written!.entries).toBeGreaterThan(500);
    expect(written!.bytes).toBeGreaterThan(1024 * 1024);

    paired.proxy.restore();
    online = true;
    const before = paired.proxy.clientBytes();
    await syncOnce(paired.hall.db);
    const link = (await readHallLink(paired.hall.db))!;
    expect(link.uploadedSeq).toBe(link.outboxSeq);
    const onCentral = await queryRows<{ calls: number }>(
      paired.central.db,
      sql`select jsonb_array_length(g.called)::int as calls
          from hall_games h join games g on g.id = h.game_id order by h.hall_game_id`,
    );
    expect(onCentral).toEqual(Array.from({ length: 4 }, () => ({ calls: 75 })));
    // What crossed the link, headers and state pull included, is a fraction of the rows' text.
    expect(paired.proxy.clientBytes() - before).toBeLessThan(written!.bytes / 5);
  }, 120_000);

  it('cuts a batch of long game rows to what central takes, and never to nothing', () => {
    const at = new Date(0).toISOString();
    const calls = Array.from({ length: 75 }, (_, i) => ({ number: i + 1, at, manual: false }));
    const longRow = JSON.stringify({ id: 1, status: 'running', called: calls, cards: CARDS });
    const entry = (seq: number, payload: string) => ({
      seq,
      kind: 'game',
      payload,
      prev_hash: 'a'.repeat(64),
      hash: 'b'.repeat(64),
    });
    // What the hall's database counts with octet_length.
    const payloadBytes = (row: { payload: string }) => Buffer.byteLength(row.payload);
    const rows = Array.from({ length: UPLOAD_BATCH }, (_, i) => entry(i + 1, longRow));
    const fitted = rowsThatFit(rows, payloadBytes);
    expect(fitted.length).toBeLessThan(rows.length);
    const body = JSON.stringify({ entries: fitted, head_seq: UPLOAD_BATCH });
    expect(Buffer.byteLength(body)).toBeLessThan(OUTBOX_BODY_LIMIT_BYTES);
    expect(fitted.length).toBeLessThanOrEqual(OUTBOX_MAX_ENTRIES);
    expect(rowsThatFit([entry(1, 'x'.repeat(OUTBOX_BODY_LIMIT_BYTES))], payloadBytes)).toHaveLength(
      1,
    );
    expect(rowsThatFit(rows.slice(0, 10), payloadBytes)).toHaveLength(10);
  });

  it('ends each upload at a whole hall transaction, so a game ends with its winners and money', () => {
    const rows = [1, 1, 2, 2, 2, 3].map((tx, i) => ({ seq: i + 1, tx }));
    const seqs = (cut: readonly { seq: number }[]) => cut.map((row) => row.seq);
    // The row after the cut belongs to the last transaction: that transaction waits for the next.
    expect(seqs(wholeTransactions(rows.slice(0, 4), rows[4], false))).toEqual([1, 2]);
    // The row after starts another, or nothing is left: the cut is whole already.
    expect(seqs(wholeTransactions(rows.slice(0, 5), rows[5], false))).toEqual([1, 2, 3, 4, 5]);
    expect(seqs(wholeTransactions(rows, undefined, true))).toEqual([1, 2, 3, 4, 5, 6]);
    // Read to a limit and not drained: the last transaction may go on past what was read.
    expect(seqs(wholeTransactions(rows, undefined, false))).toEqual([1, 2, 3, 4, 5]);
    // One transaction larger than an upload goes as it is; entries from before have none.
    expect(seqs(wholeTransactions(rows.slice(2, 4), rows[4], false))).toEqual([3, 4]);
    const older = [
      { seq: 1, tx: null },
      { seq: 2, tx: null },
    ];
    expect(seqs(wholeTransactions(older, { seq: 3, tx: null }, false))).toEqual([1, 2]);
  });

  it('refuses a body that is not the gzip it claims, an unknown encoding and a gzip bomb', async () => {
    const text = JSON.stringify({ entries: [], head_seq: 0 });
    expect((await upload(text, 'gzip')).status).toBe(400);
    const unknown = await upload(text, 'br');
    expect(unknown.status).toBe(415);
    expect(await unknown.json()).toMatchObject({ code: 'unsupported_media_type' });
    // 16 MiB of spaces gzip to a few kilobytes; central stops reading at its 8 MiB limit.
    const bomb = gzipSync(text + ' '.repeat(2 * OUTBOX_BODY_LIMIT_BYTES));
    expect(bomb.length).toBeLessThan(40_000);
    const refused = await upload(bomb, 'gzip');
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: 'payload_too_large' });
    // The same body, plain and small, signed as it is: central takes it (nothing to apply).
    expect((await upload(gzipSync(text), 'gzip')).status).toBe(200);
  });
});
