import { asc, eq, sql } from 'drizzle-orm';
import { replayGame, ReplayError, type ReplayedGame } from '@core/game-replay';
import { centsToAmount } from '@core/money';
import type {
  GameHistory,
  GameHistoryEntry,
  GameRecord,
  ReplayField,
} from '@core/schemas/game-record';
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

/** What the replay gives beside what the game row holds; every difference is named. */
type Difference = GameRecord['replay']['differences'][number];

/** The English name of each compared field, as `problems` says it. */
const FIELD_NAMES: Record<ReplayField, string> = {
  status: 'status',
  winner_card: 'winner card',
  win_type: 'win type',
  prize: 'prize',
  house_cut: 'house cut',
  fee: 'fee',
  commitment: 'commitment',
  calls: 'calls',
  resets: 'resets',
  blocked_cards: 'blocked cards',
  manual_win: 'won with a manual call',
  winners: 'winners',
  extra_prizes: 'extra prizes from the drawer',
};

function compare(stored: GameRow, winners: number[], replayed: ReplayedGame): Difference[] {
  const differences: Difference[] = [];
  const same = (field: ReplayField, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      differences.push({ field, stored: String(a), replayed: String(b) });
  };
  same('status', stored.status, replayed.status);
  same('winner_card', stored.winnerCard, replayed.winnerCard);
  same('win_type', stored.winType, replayed.winType);
  same('prize', stored.prizeCents.toString(), replayed.prizeCents.toString());
  same('house_cut', stored.commissionCents.toString(), replayed.commissionCents.toString());
  same('fee', stored.feeCents.toString(), replayed.feeCents.toString());
  same('commitment', stored.commitment, replayed.commitment);
  same(
    'calls',
    stored.called.map((c) => c.n),
    replayed.called.map((c) => c.number),
  );
  same('resets', stored.resetCount, replayed.resetCount);
  same('blocked_cards', [...stored.blockedCards].sort(), [...replayed.blockedCards].sort());
  same('winners', winners, replayed.winners);
  same('extra_prizes', stored.extraPrizesCents.toString(), replayed.extraPrizesCents.toString());
  if (stored.winnerCard !== null)
    same('manual_win', stored.winReliedOnManual ?? false, replayed.winReliedOnManualCall);
  return differences;
}

const problemOf = (d: Difference) =>
  `${FIELD_NAMES[d.field]}: stored ${d.stored}, replayed ${d.replayed}`;

async function replayOf(db: Db, game: GameRow): Promise<GameRecord['replay']> {
  const log = await db
    .select({ sequence: gameEvents.sequence, type: gameEvents.type, data: gameEvents.data })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, game.id))
    .orderBy(asc(gameEvents.sequence));
  try {
    const replayed = replayGame(log);
    const winners = (await winnersOf(db, game)).map((winner) => winner.card_number);
    const differences = compare(game, winners, replayed);
    return {
      agrees: differences.length === 0,
      problems: differences.map(problemOf),
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
