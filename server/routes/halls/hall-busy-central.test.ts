import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from '../../../tests/support/api';
import { endGame, gameCall, startGame } from '../../../tests/support/games';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { queryRows } from '../../db/query-rows';
import { hallOutbox } from '../../db/schema';
import { createBatchSlots, type BatchSlots } from '../../halls/batch-slots';
import { callCentral, CentralBusy } from '../../halls/central-client';
import { readHallLink } from '../../halls/hall-allowance';
import {
  outboxEntryOf,
  startSyncWorker,
  uploadOutbox,
  type SyncWorker,
} from '../../halls/hall-sync';
import { signedHeaders } from '../../halls/signed-request';

// Central applies at most a few halls' batches at once per instance and answers 429 to the next
// (decision 040). Here central has one slot, which the test holds to make central busy.

const OUTBOX_PATH = '/api/v1/hall_sync/outbox/';
/** The test holds central's slot as another hall would. */
const OTHER_HALL = -1;

let paired: PairedHall | undefined;
let worker: SyncWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await paired?.close();
  paired = undefined;
});

/** A hall of a central with one batch slot, holding an allowance and one game in its outbox. */
async function hallOfBusyCentral(slots: BatchSlots): Promise<PairedHall> {
  const p = await pairedHall({
    central: { hallBatchSlots: slots },
    online: () => worker?.online() ?? false,
  });
  paired = p;
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount: 100, max_games: 5, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
  const id = await startGame(p.hall.app, p.hallSession, {
    amount: 240,
    cards: Array.from({ length: 24 }, (_, i) => i + 1),
  });
  for (let i = 0; i < 5; i += 1) await gameCall(p.hall.app, p.hallSession, id, 'draw');
  await endGame(p.hall.app, p.hallSession, id);
  return p;
}

/** What central holds of the hall: its head, the hall's games and their events. */
async function onCentral(p: PairedHall) {
  const [held] = await queryRows<{ applied: number; games: number; events: number }>(
    p.central.db,
    sql`select (select applied_seq::int from halls) as applied,
               (select count(*)::int from hall_games) as games,
               (select count(*)::int from game_events e join hall_games h on h.game_id = e.game_id) as events`,
  );
  return held!;
}

async function hallEvents(p: PairedHall): Promise<number> {
  const [held] = await queryRows<{ n: number }>(
    p.hall.db,
    sql`select count(*)::int as n from game_events`,
  );
  return held!.n;
}

async function outboxBatch(p: PairedHall) {
  const rows = await p.hall.db.select().from(hallOutbox).orderBy(hallOutbox.seq);
  return { entries: rows.map(outboxEntryOf), head_seq: rows.at(-1)!.seq };
}

describe('a busy central', () => {
  it('answers 429 central_busy with retry-after while its slots are in use, then applies the batch once', async () => {
    const slots = createBatchSlots(1, 0);
    const p = await hallOfBusyCentral(slots);
    const link = (await readHallLink(p.hall.db))!;
    const release = (await slots.take(OTHER_HALL))!;

    const refused = await uploadOutbox(p.hall.db, link).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CentralBusy);
    expect((refused as CentralBusy).retryAfterMs).toBe(2_000);
    // The same refusal as it travels.
    const batch = await outboxBatch(p);
    const body = JSON.stringify(batch);
    const response = await fetch(new URL(OUTBOX_PATH, link.centralUrl), {
      method: 'POST',
      headers: {
        ...signedHeaders(link, 'POST', OUTBOX_PATH, body, Date.now() + link.clockOffsetMs),
        'content-type': 'application/json',
      },
      body,
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toMatchObject({ code: 'central_busy' });
    expect(await onCentral(p)).toEqual({ applied: 0, games: 0, events: 0 });

    release();
    expect(await uploadOutbox(p.hall.db, (await readHallLink(p.hall.db))!)).toBe(
      batch.entries.length,
    );
    // The refused tries left nothing behind: the game and each of its events are there once.
    expect(await onCentral(p)).toEqual({
      applied: batch.head_seq,
      games: 1,
      events: await hallEvents(p),
    });
    expect(slots.inUse()).toBe(0);
  });

  it('lets a batch that finds every slot in use wait its turn, and applies it once the slot frees', async () => {
    const slots = createBatchSlots(1, 60_000);
    const p = await hallOfBusyCentral(slots);
    const release = (await slots.take(OTHER_HALL))!;
    const uploading = uploadOutbox(p.hall.db, (await readHallLink(p.hall.db))!);
    await vi.waitFor(() => expect(slots.waiting()).toBe(1), { timeout: 20_000, interval: 20 });
    expect(await onCentral(p)).toMatchObject({ applied: 0, games: 0 });
    release();
    const batch = await outboxBatch(p);
    expect(await uploading).toBe(batch.entries.length);
    expect(await onCentral(p)).toMatchObject({ applied: batch.head_seq, games: 1 });
    expect(slots.inUse()).toBe(0);
  });

  it('frees the slot of a refused batch: the next good batch is applied', async () => {
    const slots = createBatchSlots(1, 0);
    const p = await hallOfBusyCentral(slots);
    const link = (await readHallLink(p.hall.db))!;
    const batch = await outboxBatch(p);
    const skipping = { ...batch, entries: batch.entries.slice(1) };
    await expect(callCentral(link, 'POST', OUTBOX_PATH, skipping)).rejects.toMatchObject({
      statusCode: 409,
      code: 'batch_out_of_order',
    });
    expect(slots.inUse()).toBe(0);
    expect(await uploadOutbox(p.hall.db, link)).toBe(batch.entries.length);
    expect(await onCentral(p)).toMatchObject({ applied: batch.head_seq, games: 1 });
  });

  it("the hall's worker stays online while central is busy and catches up once it has room", async () => {
    const slots = createBatchSlots(1, 0);
    let refusals = 0;
    const counted: BatchSlots = {
      take: async (hallId) => {
        const release = await slots.take(hallId);
        if (!release) refusals += 1;
        return release;
      },
      inUse: () => slots.inUse(),
      waiting: () => slots.waiting(),
    };
    const p = await hallOfBusyCentral(counted);
    const release = (await slots.take(OTHER_HALL))!;
    const logs: string[] = [];
    worker = startSyncWorker(p.hall.db, { intervalMs: 20, log: (line) => logs.push(line) });

    // Refused twice: waited out central's retry-after each time, still online, logged once.
    await vi.waitFor(() => expect(refusals).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
      interval: 50,
    });
    const status = await call(p.hall.app, 'GET', '/api/v1/hall/status/', { as: p.hallSession });
    expect(status.json()).toMatchObject({ online: true });
    expect(status.json<{ pending_events: number }>().pending_events).toBeGreaterThan(0);
    expect((await onCentral(p)).games).toBe(0);

    release();
    await vi.waitFor(
      async () => {
        const link = (await readHallLink(p.hall.db))!;
        expect(link.uploadedSeq).toBe(link.outboxSeq);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(await onCentral(p)).toMatchObject({ games: 1, events: await hallEvents(p) });
    expect(worker.online()).toBe(true);
    expect(logs).toEqual(['hall sync: central is busy, the upload waits its turn']);
  }, 60_000);
});
