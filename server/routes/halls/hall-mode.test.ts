import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hallOutbox, halls, hallSyncIncidents, ledgerEntries, users } from '../../db/schema';
import type { OutboxEntry } from '@core/halls/outbox';
import { callCentral } from '../../halls/central-client';
import { queryRows } from '../../db/query-rows';
import { call } from '../../../tests/support/api';
import { endGame, gameCall, startGame } from '../../../tests/support/games';
import { centralBooks } from '../../../tests/support/hall-books';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import type { TcpProxy } from '../../../tests/support/tcp-proxy';
import {
  type Session,
  type TestApp,
  type TestShop,
  type TestUser,
} from '../../../tests/support/test-app';
import { readHallLink, takeGrantIn } from '../../halls/hall-allowance';
import { syncOnce, uploadOutbox } from '../../halls/hall-sync';
import { newKeyPair, signText } from '../../halls/hall-keys';
import { grantText } from '@core/halls/grant';
import { HttpError } from '../../http-error';

// Hall mode (decision 038) in one process: central on the suite's database (PGlite, or PostgreSQL
// with TEST_DATABASE_URL), a hall on its own PGlite, real HTTP between them through a proxy the
// test cuts. The two-process test with SIGKILL is tests/hall/hall-processes.test.ts.

let central: TestApp;
let hall: TestApp;
let proxy: TcpProxy;
let cashier: TestUser;
let shop: TestShop;
let agentSession: Session;
let hallSession: Session;
let online = true;

/** Central's books: cashier, agent and hall balances equal deposits less withdrawals less fees. */
async function conservation(t: TestApp) {
  const books = await centralBooks(t.db);
  expect(books.held).toBe(books.net);
  expect(await t.checkLedger()).toEqual([]);
}

async function playAGame(): Promise<number> {
  const id = await startGame(hall.app, hallSession, {
    amount: 240,
    cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
  });
  for (let i = 0; i < 30; i += 1) {
    const drawn = await gameCall(hall.app, hallSession, id, 'draw');
    if (drawn.statusCode !== 200) break;
  }
  await endGame(hall.app, hallSession, id);
  return id;
}

let paired: PairedHall;

beforeAll(async () => {
  paired = await pairedHall({ online: () => online });
  ({ central, hall, proxy, cashier, shop, agentSession, hallSession } = paired);
}, 60_000);

afterAll(async () => {
  await paired?.close();
});

describe('hall mode', () => {
  it('pairs once: the code is spent, the staff and shop are copied with central ids', async () => {
    const again = await call(central.app, 'POST', `/api/v1/shops/${shop.id}/hall_link/`, {
      as: agentSession,
    });
    expect(again.statusCode).toBe(409);
    const [copied] = await hall.db.select().from(users).where(eq(users.id, cashier.id));
    expect(copied?.username).toBe(cashier.username);
    // A cashier cannot pair a hall, nor see the agent's list.
    const cashierSession = await central.loginAs(cashier);
    const refused = await call(central.app, 'GET', '/api/v1/halls/', { as: cashierSession });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a game until an allowance is taken, then plays against it', async () => {
    const none = await call(hall.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: hallSession,
      body: { amount: 240, cards: Array.from({ length: 24 }, (_, i) => i + 1) },
    });
    expect(none.json()).toMatchObject({ code: 'allowance_required' });
    const taken = await call(hall.app, 'POST', '/api/v1/hall/allowance/', {
      as: hallSession,
      body: { amount: 100, max_games: 3, hours: 24 },
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ mode: 'hall', allowance: 100, games_left: 3 });
    await conservation(central);
    const [onCentral] = await central.db.select().from(halls);
    expect(onCentral?.allowanceCents).toBe(10_000n);
  });

  it('plays through a cut: central has every game and fee once the link returns', async () => {
    proxy.cut();
    online = false;
    // Signing in needs no link: the hall holds central's copy of its staff.
    hallSession = await hall.loginAs(cashier);
    const played = [await playAGame(), await playAGame()];
    await expect(syncOnce(hall.db)).rejects.toThrow();
    const offline = await call(hall.app, 'POST', '/api/v1/hall/allowance/', {
      as: hallSession,
      body: { amount: 10, max_games: 1, hours: 1 },
    });
    expect(offline.json()).toMatchObject({ code: 'central_unreachable' });
    expect(offline.statusCode).toBe(503);
    await conservation(central);
    proxy.restore();
    online = true;
    const uploaded = await hall.db.select().from(hallOutbox);
    await syncOnce(hall.db);
    const link = (await readHallLink(hall.db))!;
    expect(link.uploadedSeq).toBe(link.outboxSeq);
    const copies = await queryRows<{ n: number; fees: string }>(
      central.db,
      sql`select count(*)::int as n, coalesce(sum(g.fee_cents), 0)::text as fees
          from hall_games h join games g on g.id = h.game_id`,
    );
    expect(copies[0]?.n).toBe(played.length);
    const hallFees = await queryRows<{ fees: string }>(
      hall.db,
      sql`select coalesce(sum(fee_cents), 0)::text as fees from games`,
    );
    expect(copies[0]?.fees).toBe(hallFees[0]?.fees);
    // Each copy is the hall's game as it ended, every call in order (not a draw's row on the way).
    const finalRow = sql`status, called, draw_order, caller_state, win_called_count, completed_at`;
    const onHall = await queryRows<{ called: unknown[] }>(
      hall.db,
      sql`select id, ${finalRow} from games where id in ${played} order by id`,
    );
    const onCentralGames = await queryRows(
      central.db,
      sql`select h.hall_game_id as id, ${finalRow} from hall_games h join games g on g.id = h.game_id
          order by h.hall_game_id`,
    );
    expect(onCentralGames).toEqual(onHall);
    expect(onHall.every((game) => game.called.length > 0)).toBe(true);
    // And its log: every event once, in the order the hall wrote them.
    const hallEvents = await queryRows(
      hall.db,
      sql`select game_id, sequence, type, data, created_at from game_events order by id`,
    );
    const centralEvents = await queryRows(
      central.db,
      sql`select h.hall_game_id as game_id, e.sequence, e.type, e.data, e.created_at
          from game_events e join hall_games h on h.game_id = e.game_id order by e.id`,
    );
    expect(centralEvents).toEqual(hallEvents);
    expect(hallEvents.length).toBeGreaterThan(played.length * 10);
    // The hall's balance and central's record of its allowance agree after the catch-up.
    const [onCentral] = await central.db.select().from(halls);
    const [hallCashier] = await queryRows<{ balance: string }>(
      hall.db,
      sql`select balance_cents::text as balance from cashiers where id = ${cashier.cashierId}`,
    );
    expect(onCentral?.allowanceCents.toString()).toBe(hallCashier?.balance);
    await conservation(central);
    // Uploading again applies nothing twice (the hall pruned what central applied: resent by hand).
    expect(await hall.db.select().from(hallOutbox)).toEqual([]);
    const before = await central.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    await call(hall.app, 'GET', '/api/v1/hall/status/', { as: hallSession });
    const entries = uploaded.map((row) => ({
      seq: row.seq,
      kind: row.kind as OutboxEntry['kind'],
      payload: row.payload,
      prev_hash: row.prevHash,
      hash: row.hash,
    }));
    await callCentral(link, 'POST', '/api/v1/hall_sync/outbox/', {
      entries,
      head_seq: link.outboxSeq,
    });
    const after = await central.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(after).toEqual(before);
  });

  it('refuses a third game once the allowance has no games left', async () => {
    await playAGame();
    const refused = await call(hall.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: hallSession,
      body: { amount: 240, cards: Array.from({ length: 24 }, (_, i) => i + 1) },
    });
    expect(refused.json()).toMatchObject({ code: 'allowance_spent' });
  });

  it("refuses a replayed, forged or another hall's grant", async () => {
    const link = (await readHallLink(hall.db))!;
    const [taken] = await queryRows<{ grant_text: string; signature: string }>(
      central.db,
      sql`select grant_text, signature from hall_grants order by id limit 1`,
    );
    const grant = JSON.parse(taken!.grant_text);
    const tryIn = (signed: { grant: typeof grant; signature: string }) =>
      hall.db
        .transaction((tx) => takeGrantIn(tx as never, link, signed))
        .then(
          () => 'taken',
          (error: unknown) => (error instanceof HttpError ? error.code : String(error)),
        );
    expect(await tryIn({ grant, signature: taken!.signature })).toBe('grant_replayed');
    const bigger = { ...grant, grant_no: 999, amount_cents: '99999999' };
    expect(await tryIn({ grant: bigger, signature: taken!.signature })).toBe('grant_forged');
    const selfSigned = signText(newKeyPair().privateKey, grantText(bigger));
    expect(await tryIn({ grant: bigger, signature: selfSigned })).toBe('grant_forged');
  });

  it('refuses and reports a forged or out-of-order upload', async () => {
    const link = (await readHallLink(hall.db))!;
    const forged = { ...link, privateKey: newKeyPair().privateKey };
    await expect(uploadOutbox(hall.db, { ...forged, uploadedSeq: 0 })).rejects.toMatchObject({
      statusCode: 401,
    });
    const incidents = await central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => row.code)).toContain('hall_signature_invalid');
  });

  it('keeps staff, credit and rules on central', async () => {
    const refused = await call(hall.app, 'PUT', `/api/v1/shops/${shop.id}/game_settings/`, {
      as: hallSession,
      body: {},
    });
    expect(refused.json()).toMatchObject({ code: 'central_only' });
  });

  it('a cashier deactivated on central cannot start a game on the hall after the next sync', async () => {
    await central.db.update(users).set({ isActive: false }).where(eq(users.id, cashier.id));
    await syncOnce(hall.db);
    const refused = await call(hall.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: hallSession,
      body: { amount: 240, cards: Array.from({ length: 24 }, (_, i) => i + 1) },
    });
    expect(refused.statusCode).toBe(401);
    await central.db.update(users).set({ isActive: true }).where(eq(users.id, cashier.id));
  });
});
