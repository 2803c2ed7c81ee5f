import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  withClient,
  type ScratchDatabase,
} from '../../tests/support/scratch-postgres';
import { isResyncSignal, type GameEvent, type GameEventBus } from './game-event-bus';
import {
  createPgGameEventBus,
  GAME_EVENTS_CHANNEL,
  LISTENER_APPLICATION_NAME,
  MAX_INLINE_PAYLOAD_BYTES,
} from './pg-game-event-bus';

const adminUrl = process.env.TEST_DATABASE_URL;

function drawEvent(gameId: number, sequence: number): GameEvent {
  return {
    gameId,
    type: 'draw',
    sequence,
    data: { number: sequence, letter: 'B', called_count: sequence },
    at: new Date().toISOString(),
  };
}

/** Collects a game's events from a bus; `next(n)` resolves with the first n. */
function collect(bus: GameEventBus, gameId: number) {
  const events: GameEvent[] = [];
  const waiters: Array<() => void> = [];
  const unsubscribe = bus.subscribe(gameId, (event) => {
    events.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  async function next(count: number, timeoutMs = 5_000): Promise<GameEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (events.length < count) {
      if (Date.now() > deadline)
        throw new Error(
          `got ${events.length} events, expected ${count}: ${JSON.stringify(events)}`,
        );
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return events.slice(0, count);
  }
  return { events, next, unsubscribe };
}

describe.skipIf(!adminUrl)(
  'PostgreSQL game event bus, LISTEN/NOTIFY (needs TEST_DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    let busA: GameEventBus;
    let busB: GameEventBus;

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!);
      busA = await createPgGameEventBus(scratch.url);
      busB = await createPgGameEventBus(scratch.url, { reconnect: { initialMs: 50, maxMs: 200 } });
    });
    afterAll(async () => {
      await busA?.close();
      await busB?.close();
      await scratch?.drop();
    });

    it('delivers each event, in order, to subscribers on this instance and on another', async () => {
      const onA = collect(busA, 1);
      const onB = collect(busB, 1);
      const otherGame = collect(busB, 2);
      const sent = Array.from({ length: 30 }, (_, i) => drawEvent(1, i + 1));
      await Promise.all(sent.map((event) => busA.publish(event)));
      expect(await onA.next(30)).toEqual(sent);
      expect(await onB.next(30)).toEqual(sent);
      expect(otherGame.events).toEqual([]);
      [onA, onB, otherGame].forEach((c) => c.unsubscribe());
    });

    it('delivers to its own subscribers as it publishes, once, without waiting for the notification', async () => {
      const onA = collect(busA, 6);
      const onB = collect(busB, 6);
      const sent = [drawEvent(6, 1), drawEvent(6, 2)];
      const published = sent.map((event) => busA.publish(event));
      expect(onA.events).toEqual(sent);
      await Promise.all(published);
      expect(await onB.next(2)).toEqual(sent);
      // By now the notifications have come back to instance A too: they are not delivered again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onA.events).toEqual(sent);
      [onA, onB].forEach((c) => c.unsubscribe());
    });

    it('stops delivering to a listener once it unsubscribes', async () => {
      const gone = collect(busB, 3);
      const staying = collect(busB, 3);
      gone.unsubscribe();
      await busA.publish(drawEvent(3, 1));
      await staying.next(1);
      expect(gone.events).toEqual([]);
      staying.unsubscribe();
    });

    it('sends an event too large for NOTIFY as a resync signal', async () => {
      const onB = collect(busB, 4);
      const big = { ...drawEvent(4, 1), data: { blob: 'x'.repeat(MAX_INLINE_PAYLOAD_BYTES) } };
      const small = drawEvent(4, 2);
      await busA.publish(big);
      await busA.publish(small);
      const [first, second] = await onB.next(2);
      expect(isResyncSignal(first!)).toBe(true);
      expect(first!.gameId).toBe(4);
      expect(second).toEqual(small);
      onB.unsubscribe();
    });

    it('ignores a malformed notification on the channel', async () => {
      const onB = collect(busB, 5);
      await withClient(scratch.url, (client) =>
        client.query(`select pg_notify($1, $2)`, [GAME_EVENTS_CHANNEL, '{"gameId": "nope"']),
      );
      const event = drawEvent(5, 1);
      await busA.publish(event);
      expect(await onB.next(1)).toEqual([event]);
      onB.unsubscribe();
    });

    it("hears every game's events on subscribeAll, from another instance too", async () => {
      const all: GameEvent[] = [];
      const stop = busB.subscribeAll!((event) => all.push(event));
      const sent = [drawEvent(20, 1), drawEvent(21, 1), drawEvent(20, 2)];
      for (const event of sent) await busA.publish(event);
      const deadline = Date.now() + 5_000;
      while (all.length < sent.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(all).toEqual(sent);
      stop();
    });

    it('reconnects after losing its LISTEN connection and tells subscribers to resync', async () => {
      const onB = collect(busB, 6);
      // A shop's TV feed listens to every game: it is told to read its shop again (game 0).
      const all: GameEvent[] = [];
      const stopAll = busB.subscribeAll!((event) => all.push(event));
      // Ends the LISTEN connections of both buses, as a database restart or a network cut would.
      const terminated = await withClient(scratch.url, (client) =>
        client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
          [LISTENER_APPLICATION_NAME],
        ),
      );
      expect(terminated.rowCount).toBe(2);
      const [signal] = await onB.next(1);
      expect(isResyncSignal(signal!)).toBe(true);
      expect(signal!.gameId).toBe(6);
      const event = drawEvent(6, 7);
      // busA may still be reconnecting: retry its publish until one gets through to B.
      const deadline = Date.now() + 5_000;
      while (onB.events.length < 2 && Date.now() < deadline) {
        await busA.publish(event).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(onB.events[1]).toEqual(event);
      expect(all.some((e) => isResyncSignal(e) && e.gameId === 0)).toBe(true);
      stopAll();
      onB.unsubscribe();
    });

    it('stops after close: publish rejects and nothing more is delivered', async () => {
      const bus = await createPgGameEventBus(scratch.url);
      const onIt = collect(bus, 7);
      await bus.close();
      await expect(bus.publish(drawEvent(7, 1))).rejects.toThrow(/closed/);
      await busA.publish(drawEvent(7, 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onIt.events).toEqual([]);
    });
  },
);
