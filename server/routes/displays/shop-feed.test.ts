import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import {
  openEventStream,
  type EventStreamClient,
  type SseMessage,
} from '../../../tests/support/event-stream-client';
import { gameCall, startGame } from '../../../tests/support/games';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestShop,
} from '../../../tests/support/test-app';

let t: TestApp;
let base: string;
let cashier: Session;
let shop: TestShop;
let secondShop: TestShop;
let token: string;
const streams: EventStreamClient[] = [];

const cards = Array.from({ length: 24 }, (_, i) => i + 1);
const gameIn = (shopId: number) => ({
  amount: 240,
  cards,
  card_value: 10,
  win_percentage: 80,
  shop_id: shopId,
});

async function openFeed(headers: Record<string, string> = {}) {
  const stream = await openEventStream(
    `${base}/api/v1/displays/me/events/?token=${token}`,
    headers,
  );
  streams.push(stream);
  return stream;
}

const named = (name: string) => (m: SseMessage) => m.event === name;
const data = (m: SseMessage) => JSON.parse(m.data ?? 'null') as Record<string, unknown>;
const gameOf = (m: SseMessage) => (data(m).data as { id: number; called_count: number }) ?? null;

async function draw(gameId: number): Promise<number> {
  const response = await gameCall(t.app, cashier, gameId, 'draw');
  expect(response.statusCode).toBe(200);
  return response.json<{ number: number }>().number;
}

beforeAll(async () => {
  t = await createTestApp({ eventStreamHeartbeatMs: 200, tvFeedCheckMs: 150 });
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
  shop = await t.createShop(cashierUser, { name: 'Merkato Hall' });
  // The same till's other room: its games are not this TV's.
  secondShop = await t.createShop(cashierUser, { name: 'Back Room' });
  const code = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
    as: cashier,
    body: { shop_id: shop.id },
  });
  const paired = await call(t.app, 'POST', '/api/v1/displays/pair/', {
    body: { code: code.json<{ code: string }>().code },
  });
  token = paired.json<{ token: string }>().token;
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t?.close();
});

describe("a shop's TV feed", () => {
  it('refuses a request without a live display session', async () => {
    const stream = await openEventStream(`${base}/api/v1/displays/me/events/?token=tv_nothing`);
    streams.push(stream);
    expect(stream.status).toBe(401);
  });

  it('is idle before the first game, follows game 1, then game 2 as it starts', async () => {
    const feed = await openFeed();
    expect(feed.status).toBe(200);
    const idle = await feed.next(named('shop'));
    expect(data(idle)).toMatchObject({ shop_id: shop.id, game_id: null, jackpots: [] });

    const first = await startGame(t.app, cashier, gameIn(shop.id));
    const shown = await feed.next(named('shop'));
    expect(data(shown)).toMatchObject({ game_id: first });
    const snapshot = await feed.next(named('snapshot'));
    expect(gameOf(snapshot).id).toBe(first);
    expect(snapshot.id).toMatch(new RegExp(`^${first}\\.\\d+$`));

    const ball = await draw(first);
    const drawn = await feed.next(named('draw'));
    expect(data(drawn)).toMatchObject({ game_id: first, data: { number: ball } });
    expect(drawn.id).toBe(`${first}.${Number(snapshot.id!.split('.')[1]) + 1}`);

    // A game of another shop does not move this TV.
    const elsewhere = await startGame(t.app, cashier, gameIn(secondShop.id));
    await gameCall(t.app, cashier, first, 'close', { reason: 'Closing time' });
    const closed = await feed.next(named('close'));
    expect(data(closed).game_id).toBe(first);

    const second = await startGame(t.app, cashier, gameIn(shop.id));
    const next = await feed.next(named('snapshot'));
    expect(gameOf(next).id).toBe(second);
    const games = feed.messages.filter((m) => m.event === 'snapshot').map((m) => gameOf(m).id);
    expect(games).not.toContain(elsewhere);
    await draw(second);
    expect(data(await feed.next(named('draw'))).game_id).toBe(second);
    await gameCall(t.app, cashier, second, 'cancel', {});
    await gameCall(t.app, cashier, elsewhere, 'cancel', {});
    feed.close();
  });

  it('catches up after a reconnect with no ball lost or shown twice', async () => {
    const gameId = await startGame(t.app, cashier, gameIn(shop.id));
    const feed = await openFeed();
    const snapshot = await feed.next((m) => m.event === 'snapshot' && gameOf(m).id === gameId);
    const seen = [await draw(gameId)];
    const last = await feed.next(named('draw'));
    feed.close();

    // Offline: two balls are drawn meanwhile.
    const missed = [await draw(gameId), await draw(gameId)];
    const back = await openFeed({ 'last-event-id': last.id! });
    const replayed = [await back.next(named('draw')), await back.next(named('draw'))];
    expect(replayed.map((m) => (data(m).data as { number: number }).number)).toEqual(missed);
    const live = await draw(gameId);
    expect((data(await back.next(named('draw'))).data as { number: number }).number).toBe(live);
    // Resumed, not restarted: no snapshot, and each ball once.
    expect(back.messages.some((m) => m.event === 'snapshot')).toBe(false);
    const numbers = back.messages
      .filter((m) => m.event === 'draw')
      .map((m) => (data(m).data as { number: number }).number);
    expect(new Set([...seen, ...numbers]).size).toBe(seen.length + numbers.length);
    expect(snapshot.id).toBeDefined();
    await gameCall(t.app, cashier, gameId, 'cancel', {});
    back.close();
  });

  it("sends the shop's new look without a reload, and ends when the TV is revoked", async () => {
    const feed = await openFeed();
    await feed.next(named('shop'));
    await call(t.app, 'PUT', '/api/v1/displays/look/', {
      as: cashier,
      body: { shop_id: shop.id, theme: 'dark', language: 'fr' },
    });
    const restyled = await feed.next(named('shop'));
    expect(data(restyled)).toMatchObject({ look: { theme: 'dark', language: 'fr' } });

    const [tv] = (
      await call(t.app, 'GET', `/api/v1/displays/paired/?shop_id=${shop.id}`, { as: cashier })
    ).json<Array<{ id: number }>>();
    await call(t.app, 'DELETE', `/api/v1/displays/${tv!.id}/`, { as: cashier });
    await feed.ended;
    const again = await openFeed();
    expect(again.status).toBe(401);
  });
});
