import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { loggedEvents, loggedEventUser } from '../../commands/game-log';
import { gameEvents } from '../../db/schema';
import type { GameEvent } from '../../realtime/game-event-bus';

/** More missed events than this and a client gets a fresh snapshot instead of a replay. */
export const MAX_REPLAY_EVENTS = 500;

export interface GameSnapshot {
  game: Record<string, unknown>;
  /** The sequence of the last logged event the snapshot includes; null when the game has none. */
  sequence: number | null;
}

/** Where a stream reads what the bus alone cannot give: the current game and missed events. */
export interface GameFeedSource {
  snapshot(gameId: number): Promise<GameSnapshot>;
  /** Logged events after `afterSequence`, oldest first; null when a replay cannot answer. */
  eventsAfter(gameId: number, afterSequence: number): Promise<GameEvent[] | null>;
}

/** The game as a snapshot shows it (the game API's serializer); `{id}` when none is given. */
export type LoadGame = (db: Db, gameId: number) => Promise<Record<string, unknown> | null>;

async function lastSequence(db: Db, gameId: number): Promise<number | null> {
  const [row] = await queryRows<{ last: number | null }>(
    db,
    sql`select max(sequence)::int as last from game_events where game_id = ${gameId}`,
  );
  return row?.last ?? null;
}

export function createGameFeedSource(db: Db, loadGame?: LoadGame): GameFeedSource {
  return {
    // One snapshot of the database: the game and its last sequence agree.
    snapshot: (gameId) =>
      db.transaction(
        async (tx) => {
          const sequence = await lastSequence(tx as unknown as Db, gameId);
          const game = loadGame ? await loadGame(tx as unknown as Db, gameId) : { id: gameId };
          return { game: game ?? { id: gameId }, sequence };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),

    async eventsAfter(gameId, afterSequence) {
      const last = await lastSequence(db, gameId);
      if (afterSequence > (last ?? 0)) return null;
      const rows = await loggedEvents(db)
        .where(and(eq(gameEvents.gameId, gameId), gt(gameEvents.sequence, afterSequence)))
        .orderBy(asc(gameEvents.sequence))
        .limit(MAX_REPLAY_EVENTS + 1);
      if (rows.length > MAX_REPLAY_EVENTS) return null;
      return rows.map((row) => ({
        gameId,
        type: row.type,
        sequence: row.sequence,
        data: row.data,
        at: row.createdAt.toISOString(),
        user: loggedEventUser(row),
      }));
    },
  };
}
