import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { gameEvents, type GAME_LOG_TYPES } from '../db/schema';
import type { GameEvent, GameEventBus } from '../realtime/game-event-bus';

export type GameLogType = (typeof GAME_LOG_TYPES)[number];

/**
 * Appends one event to a game's log, numbered after the last one. Call with the game row locked
 * (every game change locks it first), so sequences never collide; the unique index guards anyway.
 */
export async function appendGameEvent(
  tx: Db,
  entry: { gameId: number; type: GameLogType; data: Record<string, unknown>; userId: number },
): Promise<GameEvent> {
  const [row] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(sequence), 0)::int + 1 as next from game_events
        where game_id = ${entry.gameId}`,
  );
  const sequence = Number(row?.next ?? 1);
  const [stored] = await tx
    .insert(gameEvents)
    .values({ ...entry, sequence })
    .returning({ createdAt: gameEvents.createdAt });
  return {
    gameId: entry.gameId,
    type: entry.type,
    sequence,
    data: entry.data,
    at: (stored?.createdAt ?? new Date()).toISOString(),
  };
}

/** Publishes committed events in order; a bus failure is logged, never undoes the game change. */
export async function publishGameEvents(
  bus: GameEventBus,
  events: readonly GameEvent[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const event of events) {
    try {
      await bus.publish(event);
    } catch (error) {
      log.warn({ err: error, gameId: event.gameId }, 'game event not published');
    }
  }
}
