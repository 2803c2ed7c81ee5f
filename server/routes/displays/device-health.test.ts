import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TV_BEAT_LAPSE_MS, TV_DROP_FLAGGED_MS } from '@core/display/device-health';
import type { ShopDevices } from '@core/schemas/displays';
import { call } from '../../../tests/support/api';
import {
  openEventStream,
  type EventStreamClient,
  type SseMessage,
} from '../../../tests/support/event-stream-client';
import { endGame, gameCall, getGame, startGame } from '../../../tests/support/games';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestShop,
} from '../../../tests/support/test-app';

let t: TestApp;
let base: string;
let cashier: Session;
let agent: Session;
let stranger: Session;
let shop: TestShop;
// The presence clock: a test lets a TV's beats lapse without sleeping.
let ahead = 0;
const streams: EventStreamClient[] = [];

const cards = Array.from({ length: 24 }, (_, i) => i + 1);
const gameIn = (shopId: number) => ({
  amount: 240,
  cards,
  card_value: 10,
  win_percentage: 80,
  shop_id: shopId,
});
const named = (name: string) => (m: SseMessage) => m.event === name;
const data = (m: SseMessage) => JSON.parse(m.data ?? 'null') as Record<string, unknown>;

async function open(path: string): Promise<EventStreamClient> {
  const stream = await openEventStream(`${base}${path}`);
  streams.push(stream);
  return stream;
}

async function pairTv(name: string): Promise<{ token: string; id: number }> {
  const code = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
    as: cashier,
    body: { shop_id: shop.id },
  });
  const paired = await call(t.app, 'POST', '/api/v1/displays/pair/', {
    body: { code: code.json<{ code: string }>().code, name },
  });
  const body = paired.json<{ token: string; display_id: number }>();
  return { token: body.token, id: body.display_id };
}

/** A TV's feed, open and heard: answers the stream and the key its beats name. */
async function openTvFeed(token: string) {
  const feed = await open(`/api/v1/displays/me/events/?token=${token}`);
  const key = data(await feed.next(named('presence'))).beat_key as string;
  await feed.next(named('shop'));
  return { feed, key };
}

async function devices(as: Session = cashier, shopId = shop.id) {
  return call(t.app, 'GET', `/api/v1/displays/devices/?shop_id=${shopId}`, { as });
}

async function devicesNow(): Promise<ShopDevices> {
  const response = await devices();
  expect(response.statusCode).toBe(200);
  return response.json<ShopDevices>();
}

const tvIn = (view: ShopDevices, id: number) => view.tvs.find((tv) => tv.id === id);

/** Asks the devices until `holds`, for at most the time the rule gives (a TV flagged in 5 s). */
async function until(holds: (view: ShopDevices) => boolean, withinMs = TV_DROP_FLAGGED_MS) {
  const started = Date.now();
  for (;;) {
    const view = await devicesNow();
    if (holds(view)) return view;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const beat = (key: string) => call(t.app, 'POST', '/api/v1/displays/beat/', { body: { key } });

async function draw(gameId: number): Promise<{ number: number; letter: string }> {
  const response = await gameCall(t.app, cashier, gameId, 'draw');
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({
    eventStreamHeartbeatMs: 200,
    tvFeedCheckMs: 150,
    tvPairRateLimit: false,
    presenceClock: () => Date.now() + ahead,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const agentUser = await t.createUser({ role: 'agent', balance: 100 });
  const cashierUser = await t.createUser({
    role: 'cashier',
    agentId: agentUser.agentId!,
    balance: 1000,
  });
  cashier = await t.loginAs(cashierUser);
  agent = await t.loginAs(agentUser);
  stranger = await t.loginAs(await t.createUser({ role: 'cashier', balance: 100 }));
  shop = await t.createShop(cashierUser, { name: 'Merkato Hall' });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t?.close();
});

describe("a shop's devices on the till", () => {
  it('lists a paired TV that never connected as not connected, with no game yet', async () => {
    const { id } = await pairTv('Door TV');
    const view = await devicesNow();
    expect(view).toMatchObject({ shop_id: shop.id, game: null, phones: 0 });
    expect(tvIn(view, id)).toMatchObject({
      name: 'Door TV',
      connected: false,
      last_ball: null,
      balls_behind: null,
    });
    // Seen when it paired.
    expect(tvIn(view, id)?.since).not.toBeNull();
  });

  it('shows a connected TV with the last ball it was sent; closed, it is flagged at once', async () => {
    const { token, id } = await pairTv('Bar TV');
    const gameId = await startGame(t.app, cashier, gameIn(shop.id));
    const { feed } = await openTvFeed(token);
    await feed.next(named('snapshot'));
    await draw(gameId);
    const second = await draw(gameId);
    await feed.next(named('draw'));
    await feed.next(named('draw'));

    const connected = await devicesNow();
    expect(connected.game).toEqual({
      id: gameId,
      called_count: 2,
      last_ball: { number: second.number, letter: second.letter },
    });
    expect(tvIn(connected, id)).toMatchObject({
      connected: true,
      last_ball: { game_id: gameId, number: second.number, letter: second.letter, called_count: 2 },
      balls_behind: 0,
    });

    feed.close();
    const view = await until((now) => tvIn(now, id)?.connected === false);
    expect(tvIn(view, id)?.last_ball?.number).toBe(second.number);
    // The game goes on without it: it falls behind.
    await draw(gameId);
    expect(tvIn(await devicesNow(), id)).toMatchObject({ connected: false, balls_behind: 1 });

    // Back on its feed: the snapshot brings it level.
    const back = await openTvFeed(token);
    await back.feed.next(named('snapshot'));
    expect(tvIn(await devicesNow(), id)).toMatchObject({ connected: true, balls_behind: 0 });
    back.feed.close();
    await endGame(t.app, cashier, gameId);
  });

  it('flags a TV whose beats stop although its connection never closed', async () => {
    const { token, id } = await pairTv('Silent TV');
    const { feed, key } = await openTvFeed(token);
    expect((await beat(key)).statusCode).toBe(204);
    expect(tvIn(await devicesNow(), id)?.connected).toBe(true);

    ahead += TV_BEAT_LAPSE_MS + 1;
    // Still open on the server's side, as a connection whose Wi-Fi died stays.
    expect(tvIn(await devicesNow(), id)?.connected).toBe(false);

    // Heard again: connected again.
    expect((await beat(key)).statusCode).toBe(204);
    expect(tvIn(await devicesNow(), id)?.connected).toBe(true);
    feed.close();
    await until((now) => tvIn(now, id)?.connected === false);
    // A closed feed's key beats nothing; a made-up key is refused.
    expect((await beat(key)).statusCode).toBe(404);
    expect((await beat('not a key')).statusCode).toBe(400);
  });

  it("counts the phones on the shop's game as they open and close its public feed", async () => {
    const gameId = await startGame(t.app, cashier, gameIn(shop.id));
    const { verify_token } = await getGame(t.app, cashier, gameId);
    const phonePath = `/api/v1/public/games/${verify_token}/events/`;
    const first = await open(phonePath);
    const second = await open(phonePath);
    await first.next(named('snapshot'));
    await second.next(named('snapshot'));
    expect((await devicesNow()).phones).toBe(2);

    first.close();
    await until((view) => view.phones === 1);
    second.close();
    await until((view) => view.phones === 0);
    await endGame(t.app, cashier, gameId);
  });

  it("is the shop's cashier's and agent's only: another cashier can neither see nor unpair", async () => {
    const { token, id } = await pairTv('Kept TV');
    expect((await devices(agent)).statusCode).toBe(200);
    const seen = await devices(stranger);
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toMatchObject({ code: 'not_found' });
    const revoke = await call(t.app, 'DELETE', `/api/v1/displays/${id}/`, { as: stranger });
    expect(revoke.statusCode).toBe(404);
    expect(tvIn(await devicesNow(), id)).toBeDefined();

    // The shop's cashier unpairs it: gone from the panel, and its feed ends.
    const { feed } = await openTvFeed(token);
    const revoked = await call(t.app, 'DELETE', `/api/v1/displays/${id}/`, { as: cashier });
    expect(revoked.statusCode).toBe(200);
    expect(tvIn(await devicesNow(), id)).toBeUndefined();
    await feed.ended;
  });

  it('refuses a shop id that is not one', async () => {
    const response = await call(t.app, 'GET', '/api/v1/displays/devices/?shop_id=abc', {
      as: cashier,
    });
    expect(response.statusCode).toBe(400);
    expect((await devices(cashier, 2_000_000_000)).statusCode).toBe(404);
  });
});
