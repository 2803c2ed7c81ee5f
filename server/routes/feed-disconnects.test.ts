import { request, type ClientRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { startGame } from '../../tests/support/games';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { createLocalGameEventBus, type GameEventBus } from '../realtime/game-event-bus';

// Phones and TVs drop their live feed all day (issue 37): a client that goes away leaves nothing
// behind on the server (no feed listening on the bus, no heartbeat timer, no connection), however
// early it leaves, and the server still closes at once.

/** The local bus, counting live subscriptions so the test sees every feed released. */
function countingBus(): GameEventBus & { subscribers: () => number } {
  const inner = createLocalGameEventBus();
  let count = 0;
  const counted = (unsubscribe: () => void) => {
    count += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      count -= 1;
      unsubscribe();
    };
  };
  return {
    publish: (event) => inner.publish(event),
    subscribe: (gameId, listener) => counted(inner.subscribe(gameId, listener)),
    subscribeAll: (listener) => counted(inner.subscribeAll!(listener)),
    close: () => inner.close(),
    subscribers: () => count,
  };
}

/**
 * Rounds of 50 clients on each of the three feeds: 4 (600 feeds) keeps the file fast on a shared
 * machine; FEED_SOAK_ROUNDS=20 makes it the 3,000 of issue 37.
 */
const ROUNDS = Number(process.env.FEED_SOAK_ROUNDS ?? 4);
const bus = countingBus();
let t: TestApp;
const feeds = {} as Record<'game' | 'tv' | 'phone', string>;

/** What a gone client could leave behind: feeds on the bus, timers (heartbeats), connections. */
async function leftovers() {
  const connections = await new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
  return {
    subscribers: bus.subscribers(),
    timers: process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length,
    connections,
  };
}

type Leftovers = Awaited<ReturnType<typeof leftovers>>;
/**
 * On PostgreSQL each idle pooled connection holds pg-pool's idle timer (10 s): the busy feeds grow
 * the pool to its 10 (server/db/client.ts), and those timers are the pool's, not a feed's.
 */
const POOL_IDLE_TIMERS = process.env.TEST_DATABASE_URL ? 10 : 0;
const timersAtBaseline = (now: Leftovers, baseline: Leftovers) =>
  now.timers <= baseline.timers + POOL_IDLE_TIMERS;
const atBaseline = (now: Leftovers, baseline: Leftovers) =>
  now.subscribers === baseline.subscribers &&
  now.connections === baseline.connections &&
  timersAtBaseline(now, baseline);

/** Waits (up to 5 s) for what the dropped clients left to go; answers what is left. */
async function settled(baseline: Leftovers): Promise<Leftovers> {
  const deadline = Date.now() + 5_000;
  let now = await leftovers();
  while (!atBaseline(now, baseline) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await leftovers();
  }
  // Fewer timers than before is fine (a test's own timer ended); more (beyond the pool's) would be
  // a heartbeat left.
  return { ...now, timers: timersAtBaseline(now, baseline) ? baseline.timers : now.timers };
}

/** A client that opens a feed and drops it: once its first bytes arrive, or when told. */
function openFeed(url: string): {
  req: ClientRequest;
  firstBytes: Promise<void>;
  gone: Promise<void>;
} {
  const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } });
  let first = () => {};
  const firstBytes = new Promise<void>((resolve) => (first = resolve));
  const gone = new Promise<void>((resolve) => req.on('close', resolve));
  req.on('error', () => undefined);
  req.on('response', (res) => res.once('data', first));
  req.end();
  return { req, firstBytes, gone };
}

beforeAll(async () => {
  t = await createTestApp({ eventBus: bus });
  const cashier = await t.createUser({ role: 'cashier', balance: 1000 });
  const shop = await t.createShop(cashier);
  const session = await t.loginAs(cashier);
  const cards = Array.from({ length: 24 }, (_, i) => i + 1);
  const body = { amount: 240, cards, card_value: 10, win_percentage: 80, shop_id: shop.id };
  const gameId = await startGame(t.app, session, body);
  const game = await call(t.app, 'GET', `/api/v1/games/${gameId}/`, { as: session });
  const code = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
    as: session,
    body: { shop_id: shop.id },
  });
  const tv = await call(t.app, 'POST', '/api/v1/displays/pair/', {
    body: { code: code.json<{ code: string }>().code, name: 'Hall TV' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api/v1`;
  feeds.game = `${base}/games/${gameId}/events/?token=${session.access}`;
  feeds.tv = `${base}/displays/me/events/?token=${tv.json<{ token: string }>().token}`;
  feeds.phone = `${base}/public/games/${game.json<{ verify_token: string }>().verify_token}/events/`;
});
afterAll(async () => {
  await t?.close();
});

describe('live feeds dropped by their clients', () => {
  it('a client that leaves while its feed is still opening leaves nothing behind', async () => {
    const baseline = await leftovers();
    // The feeds' first reads wait on this lock, so every client is gone before its route resumes.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table games, tv_displays in access exclusive mode`);
      await released;
    });
    const clients = Object.values(feeds).flatMap((url) =>
      Array.from({ length: 10 }, () => openFeed(url)),
    );
    const deadline = Date.now() + 5_000;
    while ((await leftovers()).connections < clients.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    clients.forEach((client) => client.req.destroy());
    await Promise.all(clients.map((client) => client.gone));
    release();
    await holding;
    expect(await settled(baseline)).toEqual(baseline);
  });

  it('hundreds of feeds opened and dropped on the game, TV and phone feeds', async () => {
    const baseline = await leftovers();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let round = 0; round < ROUNDS; round += 1)
      for (const url of Object.values(feeds)) {
        const clients = Array.from({ length: 50 }, () => openFeed(url));
        // Half leave once the feed has begun, half at once (a phone locked mid-request).
        await Promise.all(
          clients.map(async (client, i) => {
            if (i % 2 === 0) await client.firstBytes;
            client.req.destroy();
            await client.gone;
          }),
        );
      }
    expect(await settled(baseline)).toEqual(baseline);
    // The feeds came and went; what is still held is not theirs (allow for the collector).
    const heapAfter = process.memoryUsage().heapUsed;
    expect(heapAfter - heapBefore).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('closes at once with feeds still open', async () => {
    const clients = Object.values(feeds).map((url) => openFeed(url));
    await Promise.all(clients.map((client) => client.firstBytes));
    const closing = Date.now();
    await t.app.close();
    await Promise.all(clients.map((client) => client.gone));
    expect(Date.now() - closing).toBeLessThan(2_000);
  });
});
