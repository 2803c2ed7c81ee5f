import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { letterFor, maxNumberFor } from '@core/bingo/modes';
import { centsToAmount } from '@core/money';
import type { SessionUser } from '@core/schemas/auth';
import type { Game, GameListItem } from '@core/schemas/games';
import type { Db } from '../../db/client';
import { cashiers, games, shops, users } from '../../db/schema';
import type { GameRow } from '../../commands/game-access';
import { endOf, rulesOf } from '../../commands/game-facts';

const MODE_NAMES = { quick: 'Quick 1-50', standard: 'Standard 1-75', marathon: 'Marathon 1-100' };

/** The caller's state, `over` once every ball is out or the game has ended. */
export function stateOf(game: GameRow): Game['state'] {
  if (game.status !== 'active' || game.called.length >= maxNumberFor(game.mode)) return 'over';
  return game.callerState;
}

const resetsLeft = (max: number | null, used: number) =>
  max === null ? null : Math.max(0, max - used);

const owners = () =>
  ({ shopName: shops.name, cashierUsername: users.username, agentId: cashiers.agentId }) as const;

/** A game as GET /api/v1/games/{id}/ answers it (never the order or salt); null if none. */
export async function gameView(db: Db, id: number): Promise<Game | null> {
  const [row] = await db
    .select({ game: games, ...owners() })
    .from(games)
    .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .leftJoin(shops, eq(shops.id, games.shopId))
    .where(eq(games.id, id));
  if (!row) return null;
  const { game } = row;
  return {
    id: game.id,
    status: game.status,
    state: stateOf(game),
    mode: game.mode,
    max_number: maxNumberFor(game.mode),
    cards: game.cards,
    card_value: centsToAmount(game.cardValueCents),
    win_percentage: game.winPercentage,
    win_conditions: game.winConditions,
    amount: centsToAmount(game.amountCents),
    win_amount: centsToAmount(game.prizeCents),
    commission: centsToAmount(game.commissionCents),
    fee: centsToAmount(game.feeCents),
    called: game.called.map((call) => ({
      number: call.n,
      letter: letterFor(call.n, game.mode),
      manual: call.manual,
    })),
    called_count: game.called.length,
    commitment: game.commitment,
    winner_card: game.winnerCard,
    win_type: game.winType,
    shop_id: game.shopId,
    shop_name: row.shopName,
    cashier_id: game.cashierId,
    cashier_username: row.cashierUsername,
    created_at: game.createdAt.toISOString(),
    completed_at: game.completedAt?.toISOString() ?? null,
    end: endOf(game),
    win_relied_on_manual_call: game.winnerCard === null ? null : (game.winReliedOnManual ?? false),
    rules: rulesOf(game),
    reset_count: game.resetCount,
    resets_left: resetsLeft(rulesOf(game).max_resets, game.resetCount),
    blocked_cards: game.blockedCards,
    verify_token: game.verifyToken,
  };
}

export interface GameListQuery {
  status?: Game['status'];
  search?: string;
  limit: number;
}

function scopeOf(user: SessionUser): SQL | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role === 'cashier') return eq(games.cashierId, user.cashier_id ?? -1);
  if (user.role === 'agent') return eq(cashiers.agentId, user.agent_id ?? -1);
  return sql`false`;
}

/** SPEC's games list: the caller's games (agent: its cashiers'; admin: all), newest first. */
export async function listGames(
  db: Db,
  user: SessionUser,
  query: GameListQuery,
): Promise<GameListItem[]> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({
      id: games.id,
      amountCents: games.amountCents,
      prizeCents: games.prizeCents,
      status: games.status,
      createdAt: games.createdAt,
      mode: games.mode,
      cardsCount: sql<number>`cardinality(${games.cards})`,
      calledCount: sql<number>`jsonb_array_length(${games.called})`,
      shopId: games.shopId,
      winnerCard: games.winnerCard,
      manualWin: games.winReliedOnManual,
      resetCount: games.resetCount,
      ...owners(),
    })
    .from(games)
    .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .leftJoin(shops, eq(shops.id, games.shopId))
    .where(
      and(
        scopeOf(user),
        query.status ? eq(games.status, query.status) : undefined,
        search
          ? or(
              ilike(sql`${games.id}::text`, search),
              ilike(shops.name, search),
              ilike(users.username, search),
            )
          : undefined,
      ),
    )
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(query.limit);
  return rows.map((row) => {
    const cards = Number(row.cardsCount);
    const where = row.shopName ?? row.cashierUsername;
    return {
      id: row.id,
      amount: centsToAmount(row.amountCents),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      name: `Game #${row.id} · ${where}`,
      description: `${MODE_NAMES[row.mode]} · ${cards === 1 ? '1 card' : `${cards} cards`}`,
      image: null,
      mode: row.mode,
      cards_count: cards,
      win_amount: centsToAmount(row.prizeCents),
      called_count: Number(row.calledCount),
      shop_id: row.shopId,
      shop_name: row.shopName,
      cashier_username: row.cashierUsername,
      winner_card: row.winnerCard,
      manual_win: row.manualWin === true,
      reset_count: row.resetCount,
    };
  });
}
