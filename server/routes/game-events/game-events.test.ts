import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openEventStream,
  type EventStreamClient,
  type SseMessage,
} from '../../../tests/support/event-stream-client';
import { createTestApp, type TestApp, type TestUser } from '../../../tests/support/test-app';
import { gameEvents, games } from '../../db/schema';
import {
  createLocalGameEventBus,
  resyncSignal,
  type GameEvent,
  type GameEventBus,
} from '../../realtime/game-event-bus';

/** The local bus, counting live subscriptions so a test can see them released. */
function countingBus(): GameEventBus & { subscribers: () => number } {
  const inner = createLocalGameEventBus();
  let count = 0;
  return {
    publish: (event) => inner.publish(event),
    subscribe(gameId, listener) {
      count += 1;
      const unsubscribe = inner.subscribe(gameId, listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        unsubscribe();
      };
    },
    close: () => inner.close(),
    subscribers: () => count,
  };
}

const bus = countingBus();
const logLines: string[] = [];
let t: TestApp;
let base: string;
let cashier: TestUser;
let otherCashier: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let admin: TestUser;
const tokens = {} as Record<'cashier' | 'otherCashier' | 'agent' | 'otherAgent' | 'admin', string>;
const streams: EventStreamClient[] = [];

async function insertGame(owner: TestUser): Promise<number> {
  const [game] = await t.db
    .insert(games)
    .values({
      cashierId: owner.cashierId!,
      amountCents: 1000n,
      drawOrder: [3, 1, 2],
      salt: 'salt',
      commitment: 'commitment',
    })
    .returning({ id: games.id });
  return game!.id;
}

/** Logs an event as the game API does, and publishes it unless told not to. */
async function logEvent(
  gameId: number,
  sequence: number,
  options: { publish?: boolean } = {},
): Promise<GameEvent> {
  const data = { number: sequence, letter: 'B', called_count: sequence };
  const [row] = await t.db
    .insert(gameEvents)
    .values({ gameId, sequence, type: 'draw', data, userId: cashier.id })
    .returning({ createdAt: gameEvents.createdAt });
  const event: GameEvent = {
    gameId,
    type: 'draw',
    sequence,
    data,
    at: row!.createdAt.toISOString(),
  };
  if (options.publish ?? true) await bus.publish(event);
  return event;
}

async function open(
  gameId: number,
  options: { token?: string; query?: string; headers?: Record<string, string> } = {},
) {
  const headers = { ...options.headers };
  if (options.token) headers.authorization = `JWT ${options.token}`;
  const stream = await openEventStream(
    `${base}/api/v1/games/${gameId}/events/${options.query ?? ''}`,
    headers,
  );
  streams.push(stream);
  return stream;
}

const isEvent = (name?: string) => (m: SseMessage) =>
  m.comment === undefined && m.retry === undefined && (name === undefined || m.event === name);
const payload = (m: SseMessage) => JSON.parse(m.data ?? 'null') as Record<string, unknown>;

async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp({
    eventBus: bus,
    eventStreamHeartbeatMs: 150,
    logLevel: 'info',
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  agent = await t.createUser({ role: 'agent' });
  otherAgent = await t.createUser({ role: 'agent' });
  cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
  otherCashier = await t.createUser({ role: 'cashier', agentId: otherAgent.agentId! });
  admin = await t.createUser({ role: 'admin' });
  for (const [name, user] of Object.entries({ cashier, otherCashier, agent, otherAgent, admin }))
    tokens[name as keyof typeof tokens] = (await t.loginAs(user)).access;
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t?.close();
  await bus.close();
});

describe('GET /api/v1/games/{id}/events/', () => {
  it('streams a snapshot, then each published event with its sequence as id', async () => {
    const gameId = await insertGame(cashier);
    const stream = await open(gameId, { token: tokens.cashier });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toMatch(/no-cache/);
    expect(stream.headers['x-accel-buffering']).toBe('no');

    expect((await stream.next()).retry).toBeGreaterThan(0);
    const snapshot = await stream.next(isEvent());
    expect(snapshot.event).toBe('snapshot');
    expect(snapshot.id).toBeUndefined();
    expect(payload(snapshot)).toMatchObject({
      game_id: gameId,
      type: 'snapshot',
      sequence: null,
      data: { id: gameId, called_count: 0, cashier_id: cashier.cashierId },
    });
    expect(payload(snapshot).data).not.toHaveProperty('draw_order');
    expect(payload(snapshot).data).not.toHaveProperty('salt');

    const event = await logEvent(gameId, 1);
    const received = await stream.next(isEvent());
    expect(received).toMatchObject({ id: '1', event: 'draw' });
    expect(payload(received)).toEqual({
      game_id: gameId,
      type: 'draw',
      sequence: 1,
      at: event.at,
      data: event.data,
    });
  });

  it('streams a draw made through the game API', async () => {
    const player = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 100 });
    const session = await t.loginAs(player);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cashiers/play_game/',
      headers: session.headers,
      payload: { amount: 100 },
    });
    expect(started.statusCode).toBe(201);
    const gameId = started.json<{ game_id: number }>().game_id;
    const stream = await open(gameId, { query: `?token=${session.access}` });
    const snapshot = payload(await stream.next(isEvent('snapshot')));
    const drawn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/games/${gameId}/draw/`,
      headers: session.headers,
    });
    expect(drawn.statusCode).toBe(200);
    const event = await stream.next(isEvent());
    expect(event).toMatchObject({ event: 'draw', id: String(Number(snapshot.sequence) + 1) });
    expect(payload(event).data).toMatchObject({ number: drawn.json().number, called_count: 1 });
  });

  it("never sends another game's events", async () => {
    const gameId = await insertGame(cashier);
    const otherGameId = await insertGame(cashier);
    const stream = await open(gameId, { token: tokens.cashier });
    await stream.next(isEvent('snapshot'));
    await logEvent(otherGameId, 1);
    await logEvent(gameId, 1);
    expect(payload(await stream.next(isEvent()))).toMatchObject({ game_id: gameId, sequence: 1 });
  });

  it('accepts the access token as ?token= (EventSource) and keeps it out of the logs', async () => {
    const gameId = await insertGame(cashier);
    const stream = await open(gameId, { query: `?token=${tokens.agent}` });
    expect(stream.status).toBe(200);
    await stream.next(isEvent('snapshot'));
    await waitFor(() => logLines.some((line) => line.includes(`/api/v1/games/${gameId}/events/`)));
    const logged = logLines.join('');
    expect(logged).not.toContain(tokens.agent);
    expect(logged).toContain('token=[Redacted]');
  });

  it('refuses a missing or invalid token, in the header or the query, with 401', async () => {
    const gameId = await insertGame(cashier);
    for (const options of [
      {},
      { token: 'not-a-token' },
      { query: '?token=not-a-token' },
      { query: '?token=' },
    ]) {
      const stream = await open(gameId, options);
      expect(stream.status, JSON.stringify(options)).toBe(401);
      expect(JSON.parse(await stream.body())).toHaveProperty('error');
    }
  });

  it("answers 404 for another tenant's game and for a game that does not exist", async () => {
    const gameId = await insertGame(cashier);
    const expectations: Array<[keyof typeof tokens, number]> = [
      ['cashier', 200],
      ['agent', 200],
      ['admin', 200],
      ['otherCashier', 404],
      ['otherAgent', 404],
    ];
    for (const [who, status] of expectations) {
      const stream = await open(gameId, { query: `?token=${tokens[who]}` });
      expect(stream.status, who).toBe(status);
      stream.close();
    }
    const missing = await open(2_000_000_000, { token: tokens.admin });
    expect(missing.status).toBe(404);
    expect(JSON.parse(await missing.body())).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const gameId = await insertGame(cashier);
    const stream = await open(gameId, { token: tokens.cashier });
    const started = Date.now();
    await stream.next((m) => m.comment === 'heartbeat', 2_000);
    await stream.next((m) => m.comment === 'heartbeat', 2_000);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('releases its subscription when the client disconnects', async () => {
    const gameId = await insertGame(cashier);
    const before = bus.subscribers();
    const stream = await open(gameId, { token: tokens.cashier });
    await stream.next(isEvent('snapshot'));
    expect(bus.subscribers()).toBe(before + 1);
    stream.close();
    await waitFor(() => bus.subscribers() === before);
  });

  it('has no HEAD mirror that would hold a subscription nobody reads', async () => {
    const gameId = await insertGame(cashier);
    const before = bus.subscribers();
    const response = await fetch(`${base}/api/v1/games/${gameId}/events/?token=${tokens.cashier}`, {
      method: 'HEAD',
    });
    expect(response.status).toBe(404);
    expect(bus.subscribers()).toBe(before);
  });

  it('replays the events after Last-Event-ID from the game log instead of a snapshot', async () => {
    const gameId = await insertGame(cashier);
    for (const sequence of [1, 2, 3]) await logEvent(gameId, sequence, { publish: false });
    const stream = await open(gameId, {
      token: tokens.cashier,
      headers: { 'last-event-id': '1' },
    });
    expect(await stream.next(isEvent())).toMatchObject({ id: '2', event: 'draw' });
    expect(await stream.next(isEvent())).toMatchObject({ id: '3', event: 'draw' });
    await logEvent(gameId, 4);
    expect(await stream.next(isEvent())).toMatchObject({ id: '4', event: 'draw' });
    expect(stream.messages.filter(isEvent('snapshot'))).toEqual([]);
  });

  it('sends a snapshot when Last-Event-ID cannot be replayed', async () => {
    const gameId = await insertGame(cashier);
    await logEvent(gameId, 1, { publish: false });
    for (const lastEventId of ['7', 'garbage']) {
      const stream = await open(gameId, {
        token: tokens.cashier,
        headers: { 'last-event-id': lastEventId },
      });
      const snapshot = await stream.next(isEvent());
      expect(snapshot).toMatchObject({ id: '1', event: 'snapshot' });
      stream.close();
    }
  });

  it('fills a gap from the log, drops duplicates, and answers a resync with the missed events', async () => {
    const gameId = await insertGame(cashier);
    await logEvent(gameId, 1, { publish: false });
    const stream = await open(gameId, { token: tokens.cashier });
    expect(await stream.next(isEvent())).toMatchObject({ id: '1', event: 'snapshot' });
    await logEvent(gameId, 2, { publish: false });
    const third = await logEvent(gameId, 3);
    expect(await stream.next(isEvent())).toMatchObject({ id: '2' });
    expect(await stream.next(isEvent())).toMatchObject({ id: '3' });
    await bus.publish(third);
    await logEvent(gameId, 4, { publish: false });
    await bus.publish(resyncSignal(gameId));
    expect(await stream.next(isEvent())).toMatchObject({ id: '4' });
    await logEvent(gameId, 5);
    expect(await stream.next(isEvent())).toMatchObject({ id: '5' });
    expect(stream.messages.filter(isEvent()).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('shutdown with open streams', () => {
  it('ends every stream so app.close() does not wait on displays', async () => {
    const local = await createTestApp({ eventStreamHeartbeatMs: 60_000 });
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const address = local.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const owner = await local.createUser({ role: 'cashier' });
    const session = await local.loginAs(owner);
    const [game] = await local.db
      .insert(games)
      .values({
        cashierId: owner.cashierId!,
        amountCents: 0n,
        drawOrder: [1],
        salt: 's',
        commitment: 'c',
      })
      .returning({ id: games.id });
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/v1/games/${game!.id}/events/`,
      session.headers,
    );
    await stream.next(isEvent('snapshot'));
    const started = Date.now();
    await local.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
