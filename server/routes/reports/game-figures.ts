import { sql, type SQL } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import {
  averageBetCents,
  BET_STATUSES,
  PAID_STATUSES,
  type GameStatus,
} from '@core/reports/figures';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { gameConditions, NET_FEE, needsGameRows, type GameFilters } from './games-query';
import {
  and,
  containsPattern,
  matchingCashiers,
  matchingShops,
  totalsInScope,
  type Scope,
} from './scope';

type Status = GameStatus;

interface StatusFigures {
  status: Status;
  games: string;
  amount_cents: string;
  prize_cents: string;
  commission_cents: string;
  fee_cents: string;
  jackpot_cents: string;
  wins: string;
  manual_wins: string;
}

const SUMS = sql.raw(`sum(games)::text as games, sum(amount_cents)::text as amount_cents,
  sum(prize_cents)::text as prize_cents, sum(commission_cents)::text as commission_cents,
  sum(fee_cents)::text as fee_cents, sum(jackpot_cents)::text as jackpot_cents,
  sum(wins)::text as wins, sum(manual_wins)::text as manual_wins`);

/** One game's share, as game_totals keeps it (the rows behind a date-bounded figure). */
const GAME_SHARE = sql`g.status, 1 as games, g.amount_cents,
  g.prize_cents + g.extra_prizes_cents as prize_cents, g.commission_cents,
  ${NET_FEE} as fee_cents, coalesce(g.jackpot_cents, 0) as jackpot_cents,
  (g.winner_card is not null)::int as wins, coalesce(g.win_relied_on_manual, false)::int as manual_wins`;

/**
 * Figures per status of the games a list or dashboard covers. Without a period or a search that
 * may name a game or a winning card they come from game_totals (kept by a trigger; no scan of
 * games, whatever their number). Otherwise from the games themselves, on the created_at indexes.
 */
async function figuresByStatus(
  db: Db,
  scope: Scope,
  filters: GameFilters,
): Promise<StatusFigures[]> {
  if (needsGameRows(filters))
    return queryRows<StatusFigures>(
      db,
      sql`select status, ${SUMS} from (select ${GAME_SHARE} from games g
          where ${gameConditions(scope, filters)}) x group by status`,
    );
  const search = filters.search?.trim();
  const status = filters.status ? sql`status = ${filters.status}` : undefined;
  let totalsMatch: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search);
    totalsMatch = sql`(t.shop_key in ${matchingShops(pattern)}
      or t.cashier_id in ${matchingCashiers(pattern)})`;
  }
  return queryRows<StatusFigures>(
    db,
    sql`select status, ${SUMS} from game_totals t
        where ${and([totalsInScope(scope), totalsMatch, status])} group by status`,
  );
}

export interface MoneyFigures {
  total_games: number;
  active_games: number;
  completed_games: number;
  cancelled_games: number;
  total_bet_amount: number;
  total_win_amount: number;
  total_commission: number;
  total_fees: number;
  total_jackpots: number;
  avg_bet_amount: number;
  wins: number;
  manual_wins: number;
}

/**
 * The money of a set of games. Bets count every game not cancelled; prizes and commission only
 * completed games (a running game has paid nothing yet); fees are net of refunds.
 */
export async function gameFigures(
  db: Db,
  scope: Scope,
  filters: GameFilters,
): Promise<MoneyFigures> {
  const rows = await figuresByStatus(db, scope, filters);
  const of = (status: Status) => rows.find((row) => row.status === status);
  const sum = (field: keyof Omit<StatusFigures, 'status'>, statuses: Status[]) =>
    statuses.reduce((total, status) => total + BigInt(of(status)?.[field] ?? 0), 0n);
  const all: Status[] = ['active', 'completed', 'cancelled'];
  const betOn = [...BET_STATUSES];
  const paid = [...PAID_STATUSES];
  const betCents = sum('amount_cents', betOn);
  const avgCents = averageBetCents(betCents, sum('games', betOn));
  return {
    total_games: Number(sum('games', all)),
    active_games: Number(sum('games', ['active'])),
    completed_games: Number(sum('games', ['completed'])),
    cancelled_games: Number(sum('games', ['cancelled'])),
    total_bet_amount: centsToAmount(betCents),
    total_win_amount: centsToAmount(sum('prize_cents', paid)),
    total_commission: centsToAmount(sum('commission_cents', paid)),
    total_fees: centsToAmount(sum('fee_cents', all)),
    total_jackpots: centsToAmount(sum('jackpot_cents', all)),
    avg_bet_amount: centsToAmount(avgCents),
    wins: Number(sum('wins', all)),
    manual_wins: Number(sum('manual_wins', all)),
  };
}
