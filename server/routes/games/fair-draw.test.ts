import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICKNET, roundTime, verifyBeaconRound } from '@core/fair-draw/drand';
import { drawFault } from '@core/replay/draw-check';
import { commitmentInput } from '@core/bingo/shuffle';
import fixture from '../../../tests/fixtures/drand-quicknet-rounds.json' with { type: 'json' };
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { startBeaconServer, type BeaconServer } from '../../../tests/support/beacon-server';
import { orderFromProof } from '../../../tests/support/fair-draw';
import { sha256 } from '../../../tests/support/game-fixture';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop } from '../../../tests/support/test-app';
import { httpBeacon, type BeaconSource } from '../../beacon/beacon-client';
import { games } from '../../db/schema';
import { newDrawOrder } from '../../commands/draw-order';

/** The beacon's clock: just before a published round, so that round is "the first after now". */
let now = 0;
const justBefore = (round: number) => {
  now = roundTime(QUICKNET, round) - 500;
};
let relay: BeaconServer;
let client: BeaconSource;
const beacon: BeaconSource = { chain: QUICKNET, round: (round) => client.round(round) };
const WAIT_MS = 3_000;
/** A hall's link to central (decision 054): down, the relay is taken to be out of reach too. */
let reachable = true;
const t = appForFile(
  { fairDraw: { beacon, clock: () => now, waitMs: WAIT_MS, reachable: () => reachable } },
  { checkLedger: true },
);
let session: Session;
let agentSession: Session;
let shop: TestShop;

beforeAll(async () => {
  relay = await startBeaconServer(fixture.consecutiveRounds);
  client = httpBeacon(relay.url, { timeoutMs: 1000 });
  const staff = await hallStaff(t, { cashierBalance: 5000 });
  ({ asCashier: session, asAgent: agentSession } = staff);
  shop = await t.createShop(staff.cashier);
});
afterAll(() => relay.close());

const cards = [4, 9, 2, 17];
const newGame = () =>
  startGame(t.app, session, { amount: 40, cards, card_value: 10, shop_id: shop.id });
const nextDraw = async () =>
  (await call(t.app, 'GET', `/api/v1/public/shops/${shop.id}/next_draw/`)).json();
const verifyOf = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/games/${id}/verify/`, { as: session })).json();
const historyOf = async (id: number) =>
  (
    await call(t.app, 'GET', `/api/v1/games/${id}/history/?page_size=500`, { as: agentSession })
  ).json().results as { sequence: number; type: string; data: Record<string, unknown> }[];

describe('a draw nobody can steer (decision 054)', () => {
  it('plays the seed committed before sales, seals the cards, and waits for the public round', async () => {
    justBefore(1000);
    // Published while the cards are sold: on the TV, the till and the public page.
    const before = await nextDraw();
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await nextDraw()).commitment).toBe(before.commitment);

    const id = await newGame();
    const game = await getGame(t.app, session, id);
    expect(game.commitment).toBe(before.commitment);
    expect(game.fair_draw).toMatchObject({
      format: 2,
      beacon_round: 1000,
      beacon: null,
      offline: false,
      awaiting_beacon: true,
      seal: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The next game has its own commitment from now on.
    expect((await nextDraw()).commitment).not.toBe(before.commitment);

    // Between the start and the round the database holds no order: nothing to learn early.
    const [row] = await t.db.select().from(games).where(eq(games.id, id));
    expect(row!.drawOrder).toEqual([]);
    expect(JSON.stringify(await historyOf(id))).not.toContain('"order"');

    // Ball 1 brings the round (the relay has it), verified, then draws from it.
    const first = await gameCall(t.app, session, id, 'draw');
    expect(first.statusCode, first.body).toBe(200);
    const after = await getGame(t.app, session, id);
    expect(after.fair_draw).toMatchObject({ awaiting_beacon: false, offline: false });
    expect(after.fair_draw.beacon).toMatchObject({ chain: QUICKNET.hash, round: 1000 });
    expect(verifyBeaconRound(QUICKNET, after.fair_draw.beacon!)).not.toBeNull();
    for (let i = 0; i < 4; i++) await gameCall(t.app, session, id, 'draw');

    await gameCall(t.app, session, id, 'cancel', { reason: 'Test over' });
    const verify = await verifyOf(id);
    const drawn = (await getGame(t.app, session, id)).called.map((ball) => ball.number);
    expect(orderFromProof(verify).slice(0, 5)).toEqual(drawn);
    // Another round would have given another order: the round steers it, not the server.
    expect(
      orderFromProof(verify, {
        beacon: {
          ...verify.fair_draw.beacon,
          randomness: fixture.consecutiveRounds[1]!.randomness,
        },
      }),
    ).not.toEqual(verify.order);

    const log = await historyOf(id);
    expect(log.find((event) => event.type === 'beacon')!.data).toMatchObject({ round: 1000 });
    // Central checks the round came after the start (here the beacon's clock at the start).
    expect(drawFault(log, roundTime(QUICKNET, 1000) - 500)).toBeNull();
    // A log whose draw was steered, or whose round was swapped, fails central's check.
    const steered = log.map((event) =>
      event.type === 'draw' && event.data.called_count === 2
        ? { ...event, data: { ...event.data, number: verify.order.at(-1) } }
        : event,
    );
    expect(drawFault(steered, null)).toMatch(/drawn where the order gave/);
    const swapped = log.map((event) =>
      event.type === 'beacon'
        ? {
            ...event,
            data: { ...event.data, ...fixture.consecutiveRounds[1], chain: QUICKNET.hash },
          }
        : event,
    );
    expect(drawFault(swapped, null)).toMatch(/not the one the draw waited for/);
    const forged = log.map((event) =>
      event.type === 'beacon'
        ? { ...event, data: { ...event.data, signature: fixture.consecutiveRounds[1]!.signature } }
        : event,
    );
    expect(drawFault(forged, null)).toMatch(/no valid signature/);
    // A round published before the game started was known to whoever started it.
    expect(drawFault(log, roundTime(QUICKNET, 1000) + 1)).toMatch(/before the game started/);
  });

  it('refuses a forged round: ball 1 waits, then the draw goes offline and says so', async () => {
    justBefore(1001);
    relay.setTampered(true);
    try {
      const id = await newGame();
      const waiting = await gameCall(t.app, session, id, 'draw');
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().code).toBe('awaiting_beacon');
      expect((await getGame(t.app, session, id)).fair_draw.awaiting_beacon).toBe(true);

      // Past the wait no round is coming: the order comes from the seed and seal alone.
      now = roundTime(QUICKNET, 1001) + WAIT_MS + 1;
      expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
      const game = await getGame(t.app, session, id);
      expect(game.fair_draw).toMatchObject({ offline: true, beacon: null, beacon_round: 1001 });
      const beaconEvent = (await historyOf(id)).find((event) => event.type === 'beacon');
      expect(beaconEvent!.data).toEqual({ offline: true, round: 1001 });
      await gameCall(t.app, session, id, 'cancel', { reason: 'Test over' });
      const verify = await verifyOf(id);
      expect(orderFromProof(verify)[0]).toBe(game.called[0]!.number);
      expect(drawFault(await historyOf(id), null)).toBeNull();
    } finally {
      relay.setTampered(false);
    }
  });

  it('draws offline at once while the relay is out of reach, and says so', async () => {
    justBefore(1005);
    reachable = false;
    try {
      const id = await newGame();
      expect((await getGame(t.app, session, id)).fair_draw).toMatchObject({
        offline: true,
        beacon_round: null,
        awaiting_beacon: false,
      });
      expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
      await gameCall(t.app, session, id, 'cancel', { reason: 'Test over' });
      expect(orderFromProof(await verifyOf(id))[0]).toBe(
        (await getGame(t.app, session, id)).called[0]!.number,
      );
    } finally {
      reachable = true;
    }
  });

  it('after a reset, waits for a new round and draws a new order from it', async () => {
    justBefore(1002);
    const id = await newGame();
    expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
    justBefore(1003);
    const reset = await gameCall(t.app, session, id, 'reset', { reason: 'Wrong cards sold' });
    expect(reset.json().fair_draw).toMatchObject({ awaiting_beacon: true, beacon_round: 1003 });
    expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
    expect((await getGame(t.app, session, id)).fair_draw.beacon!.round).toBe(1003);
    await gameCall(t.app, session, id, 'cancel', { reason: 'Test over' });

    const verify = await verifyOf(id);
    const log = await historyOf(id);
    const resetEvent = log.find((event) => event.type === 'reset')!;
    const firstRound = log.find((event) => event.type === 'beacon')!.data;
    expect(orderFromProof(verify, { resetCount: 0, beacon: firstRound as never })).toEqual(
      resetEvent.data.old_order,
    );
    expect(orderFromProof(verify, { resetCount: 1 })).toEqual(verify.order);
    expect(drawFault(log, null)).toBeNull();
    const record = await call(t.app, 'GET', `/api/v1/games/${id}/record/`, { as: agentSession });
    expect(record.json().replay, JSON.stringify(record.json().replay)).toMatchObject({
      agrees: true,
    });
  });

  it('keeps a game of the old format verifying, drawing and resetting as before', async () => {
    justBefore(1004);
    const id = await newGame();
    // A game started before format 2: its order and salt drawn at the start, committed together.
    const [row] = await t.db.select().from(games).where(eq(games.id, id));
    const old = newDrawOrder(row!.mode, row!.plan);
    await t.db
      .update(games)
      .set({
        drawFormat: 1,
        drawOrder: old.order,
        salt: old.salt,
        commitment: old.commitment,
        seal: null,
        beaconRound: null,
      })
      .where(eq(games.id, id));
    expect((await gameCall(t.app, session, id, 'draw')).json().number).toBe(old.order[0]);
    await gameCall(t.app, session, id, 'reset', { reason: 'Jam' });
    const after = await getGame(t.app, session, id);
    expect(after.commitment).not.toBe(old.commitment);
    expect(after.fair_draw).toMatchObject({ format: 1, awaiting_beacon: false });
    await gameCall(t.app, session, id, 'draw');
    await gameCall(t.app, session, id, 'cancel', { reason: 'Test over' });
    const verify = await verifyOf(id);
    expect(sha256(commitmentInput(verify.order, verify.salt, verify.plan))).toBe(after.commitment);
    expect(verify.sealed).toBeNull();
  });

  it('answers 404 for the next draw of a shop that does not exist', async () => {
    expect((await call(t.app, 'GET', '/api/v1/public/shops/999999/next_draw/')).statusCode).toBe(
      404,
    );
  });
});
