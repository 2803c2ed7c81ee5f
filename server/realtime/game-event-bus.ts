import { EventEmitter } from 'node:events';
import type { EventUser } from '@core/schemas/game-record';
import type { GameEventType } from '@core/bingo/game-events';

/** One event of a game's live feed, as the caller screen and a TV display receive it. */
export interface GameEvent {
  gameId: number;
  type: GameEventType;
  /** Monotonic per game (the game log's sequence), so a client can tell what it missed. */
  sequence: number;
  data: Record<string, unknown>;
  at: string;
  /** Who made the change (the game log's user); null for a system command. */
  user?: EventUser | null;
}

export type GameEventListener = (event: GameEvent) => void;

/**
 * Publishes a game's events after their transaction commits and delivers them to every
 * subscriber, on this instance and (on PostgreSQL) on every other instance sharing the database.
 */
export interface GameEventBus {
  publish(event: GameEvent): Promise<void>;
  subscribe(gameId: number, listener: GameEventListener): () => void;
  /**
   * Every game's events (a shop's TV learns here that a game started). After a lost connection it
   * receives `resyncSignal(0)`: whatever it follows should be read again.
   */
  subscribeAll?(listener: GameEventListener): () => void;
  close(): Promise<void>;
}

/** The emitter channel of subscribeAll (never a `game:<id>` name). */
export const ALL_GAMES = 'all-games';

/** The bus of a single process (PGlite is embedded, so there is only one instance). */
export function createLocalGameEventBus(): GameEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channel = (gameId: number) => `game:${gameId}`;
  return {
    async publish(event) {
      emitter.emit(channel(event.gameId), event);
      emitter.emit(ALL_GAMES, event);
    },
    subscribe(gameId, listener) {
      emitter.on(channel(gameId), listener);
      return () => emitter.off(channel(gameId), listener);
    },
    subscribeAll(listener) {
      emitter.on(ALL_GAMES, listener);
      return () => emitter.off(ALL_GAMES, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Sent to a game's subscribers when events may have been missed (the bus lost its connection, or an
 * event was too large to travel inline): the subscriber refetches what it shows.
 */
export function resyncSignal(gameId: number): GameEvent {
  return {
    gameId,
    type: 'snapshot',
    sequence: 0,
    data: { resync: true },
    at: new Date().toISOString(),
  };
}

export function isResyncSignal(event: GameEvent): boolean {
  return event.type === 'snapshot' && event.data.resync === true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish a game's events here after their transaction commits. */
    gameEvents: GameEventBus;
  }
}
