import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { EventUser } from '@core/schemas/game-record';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { GameLogType } from '@core/bingo/game-events';
import { gameEvents, users } from '../db/schema';
import type { GameEvent } from '../realtime/game-event-bus';

/**
 * Appends one event to a game's log, numbered after the last one. Call with the game row locked
 * (every game change locks it first), so sequences never collide; the unique index guards anyway.
 * The event names its user, so displays and the history can say who did what. One statement:
 * numbering, insert and the user's name together, and `alongside` (the game row's own update,
 * e.g. a draw's) runs in the same statement, so a draw on PGlite costs two round trips, not four.
 */
export async function appendGameEvent(
  tx: Db,
  entry: {
    gameId: number;
    type: GameLogType;
    data: Record<string, unknown>;
    /** null: no staff did it (a player's phone claim). */
    userId: number | null;
  },
  alongside?: SQLWrapper,
): Promise<GameEvent> {
  const { gameId, type, data, userId } = entry;
  const change = alongside ? sql`changed as (${alongside.getSQL()}),` : sql``;
  const [row] = await queryRows<{
    sequence: number;
    at_ms: number | string;
    username: string | null;
    role: string | null;
  }>(
    tx,
    sql`with ${change} logged as (
          insert into game_events (game_id, sequence, type, data, user_id)
          select ${gameId}::int, coalesce(max(sequence), 0) + 1, ${type}::text,
                 ${JSON.stringify(data)}::jsonb, ${userId}::int
            from game_events where game_id = ${gameId}
          returning sequence, created_at, user_id)
        select logged.sequence,
               (extract(epoch from date_trunc('milliseconds', logged.created_at)) * 1000)::bigint
                 as at_ms,
               u.username, u.role
          from logged left join users u on u.id = logged.user_id`,
  );
  return {
    gameId,
    type,
    sequence: Number(row!.sequence),
    data,
    at: new Date(Number(row!.at_ms)).toISOString(),
    user:
      userId !== null && row?.username && row.role
        ? { id: userId, username: row.username, role: row.role }
        : null,
  };
}

/** The columns of a logged event with its user; select them from loggedEvents(db). */
export const loggedEventColumns = {
  sequence: gameEvents.sequence,
  type: gameEvents.type,
  data: gameEvents.data,
  createdAt: gameEvents.createdAt,
  userId: gameEvents.userId,
  username: users.username,
  role: users.role,
};

/** The game log joined with each event's user. */
export const loggedEvents = (db: Db) =>
  db.select(loggedEventColumns).from(gameEvents).leftJoin(users, eq(users.id, gameEvents.userId));

export function loggedEventUser(row: {
  userId: number | null;
  username: string | null;
  role: string | null;
}): EventUser | null {
  return row.userId !== null && row.username !== null && row.role !== null
    ? { id: row.userId, username: row.username, role: row.role }
    : null;
}
