import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { z } from 'zod';
import { GAME_EVENT_TYPES } from '@core/bingo/game-events';
import { openListenClient } from '../db/listen-client';
import {
  ALL_GAMES,
  resyncSignal,
  type GameEvent,
  type GameEventBus,
  type GameEventListener,
} from './game-event-bus';

export const GAME_EVENTS_CHANNEL = 'bingo_game_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a larger event travels as a reference. */
export const MAX_INLINE_PAYLOAD_BYTES = 7_900;
/** The LISTEN connection's application_name, so operators (and tests) can find it. */
export const LISTENER_APPLICATION_NAME = 'bingo-game-events';

/** What travels in a notification: the event, or (`large`) only its identity. */
const wireEventSchema = z.object({
  gameId: z.number().int().positive(),
  type: z.enum(GAME_EVENT_TYPES),
  sequence: z.number().int().nonnegative(),
  at: z.string().max(64),
  data: z.record(z.string(), z.unknown()).optional(),
  user: z
    .object({ id: z.number().int(), username: z.string().max(200), role: z.string().max(32) })
    .nullable()
    .optional(),
  large: z.literal(true).optional(),
  /** The publishing instance, which has delivered the event to its own subscribers already. */
  origin: z.string().max(64).optional(),
});

export interface BusLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PgGameEventBusOptions {
  channel?: string;
  /** Backoff of the LISTEN connection's reconnects: doubles from initialMs up to maxMs. */
  reconnect?: { initialMs: number; maxMs: number };
  logger?: BusLogger;
}

const silent: BusLogger = { info: () => undefined, warn: () => undefined };
const noop = () => undefined;

export function encodeGameEvent(event: GameEvent, origin?: string): string {
  const { gameId, type, sequence, at, data, user } = event;
  const full = JSON.stringify({ gameId, type, sequence, at, data, user, origin });
  if (Buffer.byteLength(full) <= MAX_INLINE_PAYLOAD_BYTES) return full;
  return JSON.stringify({ gameId, type, sequence, at, large: true, origin });
}

/**
 * The bus of several instances sharing one PostgreSQL: publish is `pg_notify`, and one dedicated
 * connection per process LISTENs. Local subscribers get an event at once, as it is published, and
 * skip its notification when it comes back (a trip through the database was a third of a draw's way
 * to 1,000 screens, docs/performance.md round 4); other instances' events arrive by notification,
 * so across instances the order may differ and subscribers go by each game's sequence (a gap is
 * filled from the game log). Events whose JSON would exceed the NOTIFY limit, and every game
 * subscribed while the LISTEN connection was down, reach other instances' subscribers as a resync
 * signal: they reload from the game log. Resolves once LISTEN is active.
 */
export async function createPgGameEventBus(
  databaseUrl: string,
  options: PgGameEventBusOptions = {},
): Promise<GameEventBus> {
  const channel = options.channel ?? GAME_EVENTS_CHANNEL;
  const logger = options.logger ?? silent;

  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const origin = randomUUID();
  const key = (gameId: number) => `game:${gameId}`;
  const deliver = (event: GameEvent) => {
    emitter.emit(key(event.gameId), event);
    emitter.emit(ALL_GAMES, event);
  };

  function onNotification(payload: string | undefined): void {
    if (!payload) return;
    let parsed: z.infer<typeof wireEventSchema>;
    try {
      parsed = wireEventSchema.parse(JSON.parse(payload));
    } catch {
      logger.warn({ channel }, 'ignored a malformed game event notification');
      return;
    }
    if (parsed.origin === origin) return;
    const { gameId, type, sequence, at, data, user } = parsed;
    deliver(
      data && !parsed.large ? { gameId, type, sequence, at, data, user } : resyncSignal(gameId),
    );
  }

  const listening = await openListenClient({
    databaseUrl,
    channel,
    applicationName: LISTENER_APPLICATION_NAME,
    reconnect: options.reconnect,
    firstConnection: 'required',
    onNotification,
    onConnected(reconnected) {
      if (!reconnected) return;
      logger.info({}, 'game events: LISTEN connection restored');
      // Whatever was published meanwhile never reached this instance.
      for (const name of emitter.eventNames()) {
        if (!String(name).startsWith('game:')) continue;
        const gameId = Number(String(name).slice('game:'.length));
        if (Number.isInteger(gameId)) emitter.emit(name, resyncSignal(gameId));
      }
      emitter.emit(ALL_GAMES, resyncSignal(0));
    },
    onLost: (error) =>
      logger.warn({ err: error?.message }, 'game events: LISTEN connection lost, reconnecting'),
    onReconnectFailed: (error) =>
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'game events: reconnect failed',
      ),
  });

  // One connection keeps publishes in the order they were made.
  const publisher = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    idleTimeoutMillis: 30_000,
    application_name: `${LISTENER_APPLICATION_NAME}-publish`,
  });
  publisher.on('error', noop);
  let closed = false;

  return {
    async publish(event) {
      if (closed) throw new Error('Game event bus is closed');
      deliver(event);
      await publisher.query('select pg_notify($1, $2)', [channel, encodeGameEvent(event, origin)]);
    },
    subscribe(gameId: number, gameListener: GameEventListener) {
      emitter.on(key(gameId), gameListener);
      return () => void emitter.off(key(gameId), gameListener);
    },
    subscribeAll(listener: GameEventListener) {
      emitter.on(ALL_GAMES, listener);
      return () => void emitter.off(ALL_GAMES, listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      emitter.removeAllListeners();
      await Promise.all([listening.close(), publisher.end().catch(noop)]);
    },
  };
}
