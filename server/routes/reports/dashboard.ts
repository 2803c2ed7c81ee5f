import { sql, type SQL } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import { prizeOfGameCents, winRatePercent } from '@core/reports/figures';
import { DAILY_TREND_DAYS, TOP_SHOPS, type Dashboard } from '@core/schemas/reports';
import { lastHallDays } from '@core/time/hall-days';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { creditMoves } from './credit-moves';
import { gameFigures } from './game-figures';
import { isoOf, winnersOf } from './game-rows';
import { gameConditions, needsGameRows, pageOfGames, type GameFilters } from './games-query';
import { and, shopsInScope, totalsInScope, type Scope } from './scope';

const CASHIERS_LISTED = 100;
const money = (cents: string | null | undefined) => centsToAmount(BigInt(cents ?? 0));

/** Played games (not cancelled), their bets, and the house cut of completed ones, per day. */
async function dailyTrends(
  db: Db,
  scope: Scope,
  filters: GameFilters,
  now: Date,
  timeZone: string,
): Promise<Dashboard['daily_trends']> {
  const days = lastHallDays(now, timeZone, DAILY_TREND_DAYS);
  const values = sql.join(
    days.map(
      (day, i) =>
        sql`(${i}, ${day.start.toISOString()}::timestamptz, ${day.end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const { search, status } = filters;
  const rows = await queryRows<{ i: number; games: number; bet: string; commission: string }>(
    db,
    sql`with days(i, start_at, end_at) as (values ${values})
        select d.i, (count(g.id) filter (where g.status <> 'cancelled'))::int as games,
          coalesce(sum(g.amount_cents) filter (where g.status <> 'cancelled'), 0)::text as bet,
          coalesce(sum(g.commission_cents) filter (where g.status = 'completed'), 0)::text
            as commission
        from days d left join games g on g.created_at >= d.start_at and g.created_at < d.end_at
          and ${gameConditions(scope, { search, status })}
        group by d.i order by d.i`,
  );
  return days.map((day, i) => {
    const row = rows.find((r) => Number(r.i) === i);
    return {
      date: day.date,
      games_count: Number(row?.games ?? 0),
      bet_amount: money(row?.bet),
      commission: money(row?.commission),
    };
  });
}

interface Breakdown {
  id: number;
  games: string | null;
  bet: string | null;
  commission: string | null;
  fees: string | null;
}

/** Played games, bets, commission and net fees, per shop or per cashier, from totals or a period. */
function breakdownSource(scope: Scope, filters: GameFilters, by: 'shop' | 'cashier'): SQL {
  // Every figure follows the search and filters: the totals table serves only the unfiltered scope.
  if (needsGameRows(filters) || filters.search?.trim() || filters.status) {
    const key = by === 'shop' ? sql`g.shop_id` : sql`g.cashier_id`;
    return sql`select ${key} as id,
        count(*) filter (where g.status <> 'cancelled') as games,
        sum(g.amount_cents) filter (where g.status <> 'cancelled') as bet,
        sum(g.commission_cents) filter (where g.status = 'completed') as commission,
        sum(case when g.status = 'cancelled' and g.first_call_at is null then 0 else g.fee_cents end)
          as fees
      from games g where ${gameConditions(scope, filters)} group by 1`;
  }
  const key = by === 'shop' ? sql`t.shop_key` : sql`t.cashier_id`;
  return sql`select ${key} as id,
      sum(t.games) filter (where t.status <> 'cancelled') as games,
      sum(t.amount_cents) filter (where t.status <> 'cancelled') as bet,
      sum(t.commission_cents) filter (where t.status = 'completed') as commission,
      sum(t.fee_cents) as fees
    from game_totals t where ${totalsInScope(scope)} group by 1`;
}

async function topShops(db: Db, scope: Scope, filters: GameFilters) {
  const rows = await queryRows<Breakdown & { name: string }>(
    db,
    sql`select b.id, s.name, b.games::text as games, b.bet::text as bet,
          b.commission::text as commission, b.fees::text as fees
        from (${breakdownSource(scope, filters, 'shop')}) b join shops s on s.id = b.id
        where b.games > 0 order by b.bet desc, b.id limit ${TOP_SHOPS}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    games_count: Number(row.games ?? 0),
    total_bet: money(row.bet),
    total_commission: money(row.commission),
  }));
}

/** Each cashier of the scope: takings (house cut of completed games) and the fees it paid. */
async function cashierFigures(db: Db, scope: Scope, filters: GameFilters) {
  if (scope.cashierId !== null) return [];
  const rows = await queryRows<
    Breakdown & { username: string; is_active: boolean; balance: string }
  >(
    db,
    sql`select c.id, u.username, u.is_active, c.balance_cents::text as balance,
          b.games::text as games, b.bet::text as bet, b.commission::text as commission,
          b.fees::text as fees
        from cashiers c join users u on u.id = c.user_id
        left join (${breakdownSource(scope, filters, 'cashier')}) b on b.id = c.id
        where ${scope.agentId === null ? sql`true` : sql`c.agent_id = ${scope.agentId}`}
        order by b.bet desc nulls last, c.id limit ${CASHIERS_LISTED}`,
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    is_active: row.is_active,
    amount_avalaible: money(row.balance),
    games_count: Number(row.games ?? 0),
    total_bet: money(row.bet),
    total_commission: money(row.commission),
    total_fees: money(row.fees),
  }));
}

async function shopInfo(db: Db, cashierId: number): Promise<Dashboard['shop_info']> {
  const [row] = await queryRows<{
    name: string;
    agent_name: string;
    is_active: boolean;
    balance: string;
    shops: number;
  }>(
    db,
    sql`select u.username as name, au.username as agent_name, u.is_active,
          c.balance_cents::text as balance,
          (select count(*)::int from shops s where s.cashier_id = c.id and s.deleted_at is null)
            as shops
        from cashiers c join users u on u.id = c.user_id
        join agents a on a.id = c.agent_id join users au on au.id = a.user_id
        where c.id = ${cashierId}`,
  );
  if (!row) return null;
  return {
    name: row.name,
    agent_name: row.agent_name,
    is_active: row.is_active,
    amount_available: money(row.balance),
    shops_count: Number(row.shops),
  };
}

/**
 * Total Shops under the search and filters: the live shops of the scope; with a search, status
 * or period, those that have a game among the games the other figures count.
 */
function shopsCounted(scope: Scope, filters: GameFilters): SQL {
  const filtered = filters.search?.trim() || filters.status || filters.from || filters.before;
  const played = filtered
    ? sql`s.id in (select g.shop_id from games g where ${gameConditions(scope, filters)})`
    : undefined;
  return sql`select count(*)::int as n from shops s join cashiers c on c.id = s.cashier_id
      where s.deleted_at is null and ${and([shopsInScope(scope), played])}`;
}

export interface DashboardRequest {
  scope: Scope;
  filters: GameFilters;
  page: number;
  pageSize: number;
  cursor?: string;
  now: Date;
  timeZone: string;
}

/** Both dashboards of SPEC section 7, computed in SQL from games, game_totals and shops. */
export async function dashboard(db: Db, request: DashboardRequest): Promise<Dashboard> {
  const { scope, filters } = request;
  const figures = await gameFigures(db, scope, filters);
  const [shopCount] = await queryRows<{ n: number }>(db, shopsCounted(scope, filters));
  const recent = await pageOfGames(db, {
    scope,
    filters,
    sort: 'date-desc',
    page: request.page,
    pageSize: request.pageSize,
    cursor: request.cursor,
  });
  const { wins, manual_wins, ...overview } = figures;
  return {
    shop_info: scope.cashierId === null ? null : await shopInfo(db, scope.cashierId),
    overview: { ...overview, total_shops: Number(shopCount?.n ?? 0) },
    performance: {
      win_rate: winRatePercent(wins, figures.completed_games),
      wins,
      manual_wins,
    },
    daily_trends: await dailyTrends(db, scope, filters, request.now, request.timeZone),
    recent_games: recent.rows.map((row) => ({
      id: row.id,
      bet_amount: money(row.amount_cents),
      status: row.status,
      players: Number(row.players),
      winner: row.winner_card,
      winner_cards: winnersOf(row),
      created_at: isoOf(row.created_at),
      shop_name: row.shop_name,
      cashier_username: row.cashier_username,
      win_amount: centsToAmount(
        prizeOfGameCents({
          status: row.status,
          prizeCents: BigInt(row.prize_cents),
          extraPrizesCents: BigInt(row.extra_prizes_cents),
        }),
      ),
      win_relied_on_manual: row.win_relied_on_manual,
    })),
    top_shops: await topShops(db, scope, filters),
    cashiers: await cashierFigures(db, scope, filters),
    credit_moves: await creditMoves(db, scope),
    time_zone: request.timeZone,
  };
}
