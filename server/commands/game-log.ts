import { eq, sql } from 'drizzle-orm';
import type { EventUser } from '@core/schemas/game-record';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { GameLogType } from '@core/bingo/game-events';
import { gameEvents, users } from '../db/schema';
import type { GameEvent } from '../realtime/game-event-bus';

/**
 * Appends one event to a game's log, numbered after the last one. Call with the game row locked
 * (every game change locks it first), so sequences never collide; the unique index guards anyway.
 * The event names its user, so displays and the history can say who did what.
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
): Promise<GameEvent> {
  const [row] = await queryRows<{ next: number; username: string | null; role: string | null }>(
    tx,
    sql`select (select coalesce(max(sequence), 0)::int + 1 from game_events
                where game_id = ${entry.gameId}) as next,
               u.username, u.role
        from (select 1) as one left join users u on u.id = ${entry.userId}`,
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
    user:
      entry.userId !== null && row?.username && row.role
        ? { id: entry.userId, username: row.username, role: row.role }
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
