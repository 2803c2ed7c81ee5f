import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from '../../../tests/support/api';
import { endGame, gameCall, startGame } from '../../../tests/support/games';
import { centralBooks } from '../../../tests/support/hall-books';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { queryRows } from '../../db/query-rows';
import { hallOutbox } from '../../db/schema';
import { callCentral } from '../../halls/central-client';
import { readHallLink } from '../../halls/hall-allowance';
import { outboxEntryOf, pruneUploadedOutbox, syncOnce, uploadOutbox } from '../../halls/hall-sync';

// A hall's outbox keeps only what central has not applied yet (decision 038): the chain goes on from
// hall_link's head, so a pruned outbox still uploads entries that chain.

let paired: PairedHall;
let online = true;

beforeAll(async () => {
  paired = await pairedHall({ online: () => online });
  const taken = await call(paired.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: paired.hallSession,
    body: { amount: 100, max_games: 5, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
}, 60_000);

afterAll(async () => {
  await paired?.close();
});

async function playAGame(): Promise<void> {
  const { hall, hallSession } = paired;
  const id = await startGame(hall.app, hallSession, {
    amount: 240,
    cards: Array.from({ length: 24 }, (_, i) => i + 1),
  });
  for (let i = 0; i < 10; i += 1) await gameCall(hall.app, hallSession, id, 'draw');
  await endGame(hall.app, hallSession, id);
}

const outboxRows = () => paired.hall.db.select().from(hallOutbox).orderBy(hallOutbox.seq);

/** The hall's chain head and central's record of where the hall stands. */
async function heads() {
  const [hall] = await queryRows<{ seq: number; hash: string; uploaded: number }>(
    paired.hall.db,
    sql`select outbox_seq::int as seq, outbox_hash as hash, uploaded_seq::int as uploaded from hall_link`,
  );
  const [central] = await queryRows<{ seq: number; hash: string }>(
    paired.central.db,
    sql`select applied_seq::int as seq, last_hash as hash from halls`,
  );
  return { hall: hall!, central: central! };
}

async function booksBalance() {
  const books = await centralBooks(paired.central.db);
  expect(books.held).toBe(books.net);
  expect(await paired.central.checkLedger()).toEqual([]);
}

describe("a hall's outbox", () => {
  it('keeps what central has not applied, then loses each entry central applied', async () => {
    paired.proxy.cut();
    online = false;
    await playAGame();
    await playAGame();
    await expect(syncOnce(paired.hall.db)).rejects.toThrow();
    const waiting = await outboxRows();
    expect(waiting.length).toBeGreaterThan(20);
    expect(await pruneUploadedOutbox(paired.hall.db, 7)).toBe(0);
    expect(await outboxRows()).toHaveLength(waiting.length);

    paired.proxy.restore();
    online = true;
    await uploadOutbox(paired.hall.db, (await readHallLink(paired.hall.db))!);
    const uploaded = await heads();
    expect(uploaded.hall.uploaded).toBe(uploaded.hall.seq);
    // Several bounded deletes, together everything uploaded.
    expect(await pruneUploadedOutbox(paired.hall.db, 7)).toBe(
      waiting.filter((row) => row.seq <= uploaded.hall.uploaded).length,
    );
    expect(await outboxRows()).toEqual([]);
    expect(uploaded.central).toEqual({ seq: uploaded.hall.seq, hash: uploaded.hall.hash });

    // Entries central already applied, sent again, change nothing.
    const link = (await readHallLink(paired.hall.db))!;
    const entries = waiting.map(outboxEntryOf);
    const again = await callCentral<{ applied_seq: number }>(
      link,
      'POST',
      '/api/v1/hall_sync/outbox/',
      { entries, head_seq: entries.at(-1)!.seq },
    );
    expect(again.applied_seq).toBe(uploaded.hall.seq);
    await booksBalance();
  });

  it('chains the games played after a prune, and the sync worker prunes them too', async () => {
    const before = await heads();
    await playAGame();
    const waiting = await outboxRows();
    // The first entry after the prune chains on the head kept in hall_link.
    expect(waiting[0]).toMatchObject({ seq: before.hall.seq + 1, prevHash: before.hall.hash });
    await syncOnce(paired.hall.db);
    expect(await outboxRows()).toEqual([]);
    const after = await heads();
    expect(after.hall.seq).toBe(before.hall.seq + waiting.length);
    expect(after.central).toEqual({ seq: after.hall.seq, hash: after.hall.hash });
    const incidents = await queryRows<{ n: number }>(
      paired.central.db,
      sql`select count(*)::int as n from hall_sync_incidents`,
    );
    expect(incidents[0]?.n).toBe(0);
    const games = await queryRows<{ n: number; fees: string }>(
      paired.central.db,
      sql`select count(*)::int as n, coalesce(sum(g.fee_cents), 0)::text as fees
          from hall_games h join games g on g.id = h.game_id`,
    );
    const hallGames = await queryRows<{ n: number; fees: string }>(
      paired.hall.db,
      sql`select count(*)::int as n, coalesce(sum(fee_cents), 0)::text as fees from games`,
    );
    expect(games).toEqual(hallGames);
    expect(hallGames[0]?.n).toBe(3);
    // The till sees nothing left to upload.
    const status = await call(paired.hall.app, 'GET', '/api/v1/hall/status/', {
      as: paired.hallSession,
    });
    expect(status.json()).toMatchObject({ pending_events: 0 });
    await booksBalance();
  });
});
