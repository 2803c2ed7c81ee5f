import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call } from '../../../tests/support/api';
import { endGame, gameCall, startGame } from '../../../tests/support/games';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { queryRows } from '../../db/query-rows';
import { hallLink, hallOutbox, hallSyncIncidents, halls } from '../../db/schema';
import { createBatchSlots, type BatchSlots } from '../../halls/batch-slots';
import { callCentral } from '../../halls/central-client';
import { readHallLink } from '../../halls/hall-allowance';
import { outboxEntryOf, uploadOutbox } from '../../halls/hall-sync';

// A hall catching up keeps two batches in flight (issue 37 item 7): central receives and checks
// the second while it applies the first, and applies it after. A second batch never reorders the
// hall's entries, and a refusal of the first stays the hall's one reason, reported once.

const OUTBOX_PATH = '/api/v1/hall_sync/outbox/';
/** Entries per batch here: a short day spans several. */
const BATCH = 12;

let paired: PairedHall | undefined;
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

/** A hall holding three short games in its outbox, on a central with the given slots. */
async function hallWithADay(slots: BatchSlots): Promise<PairedHall> {
  const p = await pairedHall({ central: { hallBatchSlots: slots }, online: () => false });
  paired = p;
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount: 100, max_games: 5, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
  for (let game = 0; game < 3; game += 1) {
    const id = await startGame(p.hall.app, p.hallSession, {
      amount: 40,
      cards: [1, 2, 3, 4],
    });
    for (let i = 0; i < 6; i += 1) await gameCall(p.hall.app, p.hallSession, id, 'draw');
    await endGame(p.hall.app, p.hallSession, id);
  }
  return p;
}

async function hallOutboxEntries(p: PairedHall) {
  const rows = await p.hall.db.select().from(hallOutbox).orderBy(hallOutbox.seq);
  return rows.map(outboxEntryOf);
}

/** Central's head of the hall, why it is stuck, and its incidents. */
async function onCentral(p: PairedHall) {
  const [hall] = await p.central.db
    .select({ applied: halls.appliedSeq, stuck: halls.stuckReason })
    .from(halls);
  const incidents = await p.central.db
    .select({ code: hallSyncIncidents.code })
    .from(hallSyncIncidents)
    .where(eq(hallSyncIncidents.hallId, (await readHallLink(p.hall.db))!.hallId));
  const [games] = await queryRows<{ games: number; events: number }>(
    p.central.db,
    sql`select (select count(*)::int from hall_games) as games,
               (select count(*)::int from game_events e
                  join hall_games h on h.game_id = e.game_id) as events`,
  );
  return { ...hall!, ...games!, incidents: incidents.map((row) => row.code) };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Central's slots, watched: how many of the hall's batches were at central at once. The hall's
 * first batch is held until its second arrives (or 10 s pass), then `goesFirst` takes the hall's
 * turn: the first as sent, or the second, as when it overtakes the first on the way.
 */
function watchedSlots(goesFirst: 'first' | 'second') {
  const slots = createBatchSlots(2, 60_000);
  let atCentral = 0;
  let most = 0;
  let arrived = 0;
  const secondArrived = deferred();
  const took = [deferred(), deferred()];
  const watched: BatchSlots = {
    async take(hallId) {
      const index = arrived;
      arrived += 1;
      atCentral += 1;
      most = Math.max(most, atCentral);
      if (index === 0) {
        await Promise.race([
          secondArrived.promise,
          new Promise((done) => setTimeout(done, 10_000)),
        ]);
        if (goesFirst === 'second') await took[1]!.promise;
      } else if (index === 1) {
        secondArrived.resolve();
        if (goesFirst === 'first') await took[0]!.promise;
      }
      const taking = slots.take(hallId);
      took[index]?.resolve();
      const release = await taking;
      if (!release) atCentral -= 1;
      return (
        release &&
        (() => {
          atCentral -= 1;
          release();
        })
      );
    },
    inUse: () => slots.inUse(),
    waiting: () => slots.waiting(),
  };
  return { watched, most: () => most };
}

/**
 * Uploads the hall's day in small batches: central holds all of it once, the hall is not stuck
 * and nothing was reported; two of its batches were at central at once.
 */
async function caughtUpWhole(p: PairedHall, most: () => number): Promise<void> {
  const entries = await hallOutboxEntries(p);
  expect(entries.length).toBeGreaterThan(3 * BATCH);
  const link = (await readHallLink(p.hall.db))!;
  expect(await uploadOutbox(p.hall.db, link, { batchEntries: BATCH })).toBe(entries.length);
  expect(most()).toBe(2);
  const [hallEvents] = await queryRows<{ n: number }>(
    p.hall.db,
    sql`select count(*)::int as n from game_events`,
  );
  expect(await onCentral(p)).toEqual({
    applied: entries.at(-1)!.seq,
    stuck: null,
    games: 3,
    events: hallEvents!.n,
    incidents: [],
  });
  const [refused] = await p.hall.db.select({ code: hallLink.uploadRefusedCode }).from(hallLink);
  expect(refused!.code).toBeNull();
}

describe('a catch-up with two batches in flight', { timeout: 60_000 }, () => {
  it("sends the next batch before the last one's answer and applies every entry once, in order", async () => {
    // The first batch is held at central until the second arrives: it was sent before an answer.
    const { watched, most } = watchedSlots('first');
    await caughtUpWhole(await hallWithADay(watched), most);
  });

  it('sends again, unreported, a second batch that reached central before the first', async () => {
    const { watched, most } = watchedSlots('second');
    await caughtUpWhole(await hallWithADay(watched), most);
  });

  it("keeps the first batch's refusal as the hall's reason, reported once", async () => {
    const p = await hallWithADay(createBatchSlots(2, 60_000));
    const link = (await readHallLink(p.hall.db))!;
    const entries = await hallOutboxEntries(p);
    const tampered = entries
      .slice(0, BATCH)
      .map((entry, index) =>
        index === 3 ? { ...entry, payload: entry.payload.replace('}', ',"x":1}') } : entry,
      );
    const behind = entries.slice(BATCH, 2 * BATCH);
    const send = (batch: typeof entries, pipelined: boolean) =>
      callCentral(link, 'POST', OUTBOX_PATH, {
        entries: batch,
        head_seq: entries.at(-1)!.seq,
        pipelined,
      });

    await expect(send(tampered, false)).rejects.toMatchObject({ code: 'batch_chain_broken' });
    // The batch sent behind it finds the gap its refusal left: answered, not reported.
    await expect(send(behind, true)).rejects.toMatchObject({
      statusCode: 409,
      code: 'batch_out_of_order',
    });
    expect(await onCentral(p)).toMatchObject({
      applied: 0,
      stuck: 'batch_chain_broken',
      incidents: ['batch_chain_broken'],
    });
    // A gap inside a pipelined batch, or before a batch sent alone, is the hall's own: reported.
    const skipping = [...entries.slice(0, 2), ...entries.slice(3, BATCH)];
    await expect(send(skipping, true)).rejects.toMatchObject({ code: 'batch_out_of_order' });
    expect(await onCentral(p)).toMatchObject({
      stuck: 'batch_out_of_order',
      incidents: ['batch_chain_broken', 'batch_out_of_order'],
    });

    // The hall's own outbox, uploaded, applies whole and ends the hall's stuck state.
    expect(await uploadOutbox(p.hall.db, link, { batchEntries: BATCH })).toBe(entries.length);
    expect(await onCentral(p)).toMatchObject({ applied: entries.at(-1)!.seq, stuck: null });
  });
});
