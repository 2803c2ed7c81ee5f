import { asc, eq, sql } from 'drizzle-orm';
import { replayGame, ReplayError } from '@core/game-replay';
import { centsToAmount } from '@core/money';
import { replayDifferences, replayProblem } from '@core/replay/replay-compare';
import type { GameHistory, GameHistoryEntry, GameRecord } from '@core/schemas/game-record';
import type { GameEventType } from '@core/bingo/game-events';
import type { Db } from '../../db/client';
import { loggedEvents, loggedEventUser } from '../../commands/game-log';
import { winnersOf } from '../../commands/winner-views';
import { gameEvents, ledgerEntries } from '../../db/schema';
import type { GameRow } from '../../policies/game-access';
import { paginationOf } from '../pagination';

function toEntry(row: Awaited<ReturnType<typeof loggedEvents>>[number]): GameHistoryEntry {
  return {
    sequence: row.sequence,
    type: row.type as GameEventType,
    at: row.createdAt.toISOString(),
    user: loggedEventUser(row),
    data: row.data,
  };
}

/** One page of a game's log, oldest first, each event with its time and user. */
export async function gameHistory(
  db: Db,
  gameId: number,
  page: number,
  pageSize: number,
): Promise<GameHistory> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId));
  const rows = await loggedEvents(db)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.sequence))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    results: rows.map(toEntry),
    pagination: paginationOf(Number(counted?.count ?? 0), page, pageSize),
  };
}

async function replayOf(db: Db, game: GameRow): Promise<GameRecord['replay']> {
  const log = await db
    .select({ sequence: gameEvents.sequence, type: gameEvents.type, data: gameEvents.data })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, game.id))
    .orderBy(asc(gameEvents.sequence));
  try {
    const replayed = replayGame(log);
    const winners = (await winnersOf(db, game)).map((winner) => winner.card_number);
    const differences = replayDifferences(game, winners, replayed);
    return {
      agrees: differences.length === 0,
      problems: differences.map(replayProblem),
      differences,
      status: replayed.status,
      winner_card: replayed.winnerCard,
      win_type: replayed.winType,
      called_count: replayed.called.length,
      win_amount: centsToAmount(replayed.prizeCents),
      commission: centsToAmount(replayed.commissionCents),
      fee: centsToAmount(replayed.feeCents),
    };
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return {
      agrees: false,
      problems: [error.message],
      differences: [],
      status: null,
      winner_card: null,
      win_type: null,
      called_count: null,
      win_amount: null,
      commission: null,
      fee: null,
    };
  }
}

/** A game's record beside its view: every reset with its reason, its money, and its replay. */
export async function gameRecordParts(db: Db, game: GameRow): Promise<Omit<GameRecord, 'game'>> {
  const resets = await loggedEvents(db)
    .where(sql`${gameEvents.gameId} = ${game.id} and ${gameEvents.type} = 'reset'`)
    .orderBy(asc(gameEvents.sequence));
  const money = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `game:${game.id}`))
    .orderBy(asc(ledgerEntries.id));
  return {
    resets: resets.map((row) => {
      const oldCalls = row.data.old_called;
      return {
        sequence: row.sequence,
        at: row.createdAt.toISOString(),
        user: row.username,
        reason: typeof row.data.reason === 'string' ? row.data.reason : null,
        called_count: Array.isArray(oldCalls) ? oldCalls.length : 0,
      };
    }),
    money: money.map((entry) => ({
      kind: entry.kind,
      amount: centsToAmount(entry.amountCents),
      from: entry.fromAccountKind,
      to: entry.toAccountKind,
      at: entry.createdAt.toISOString(),
    })),
    replay: await replayOf(db, game),
  };
}
