import { sql, type SQL } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { ShopReportRow, ShopsReport } from '@core/schemas/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isoOf } from './game-rows';
import { byId, keysetBatches, keysetPage, selectInOrder, type PageRequest } from './keyset-paging';
import { and, containsPattern, shopsInScope, type Scope } from './scope';
import { cashierShownCashSql } from '../../queries/shop-cash';

export interface ShopFilters {
  search?: string;
  isActive?: boolean;
  /** A cashier reads: an open shift's drawer shows what it may see (the count is blind). */
  blind?: boolean;
}

interface ShopDbRow {
  id: number;
  name: string;
  cash: string;
  is_active: boolean;
  created_at: Date | string;
  cashier_id: number;
  cashier_username: string;
  agent_name: string;
  games: string | null;
  bet: string | null;
  commission: string | null;
  fees: string | null;
  jackpots: string | null;
  last_game_at: Date | string | null;
}

const money = (cents: string | null) => centsToAmount(BigInt(cents ?? 0));

/** Shops not deleted, in scope; search matches the shop's name or its cashier's username. */
function shopConditions(scope: Scope, filters: ShopFilters): SQL {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and([
    sql`s.deleted_at is null`,
    shopsInScope(scope),
    filters.isActive === undefined ? undefined : sql`s.is_active = ${filters.isActive}`,
    pattern ? sql`(s.name ilike ${pattern} or u.username ilike ${pattern})` : undefined,
  ]);
}

const FROM = sql.raw(`from shops s join cashiers c on c.id = s.cashier_id
  join users u on u.id = c.user_id join agents a on a.id = c.agent_id
  join users au on au.id = a.user_id
  left join lateral (
    select sum(games) filter (where status <> 'cancelled') as games,
      sum(amount_cents) filter (where status <> 'cancelled') as bet,
      sum(commission_cents) filter (where status = 'completed') as commission,
      sum(fee_cents) as fees, sum(jackpot_cents) as jackpots
    from game_totals t where t.shop_key = s.id) t on true`);

/** The drawer figure of the row: for a cashier, never an open shift's expected cash. */
const cashOf = (filters: ShopFilters) =>
  filters.blind ? cashierShownCashSql(sql`s.id`, sql`s.cash_cents`) : sql`s.cash_cents`;

const COLUMNS = sql.raw(`s.id, s.name, s.is_active, s.created_at,
  s.cashier_id, u.username as cashier_username, au.username as agent_name,
  t.games::text as games, t.bet::text as bet, t.commission::text as commission,
  t.fees::text as fees, t.jackpots::text as jackpots,
  (select max(g.created_at) from games g where g.shop_id = s.id and not g.training)
    as last_game_at`);

function toRow(row: ShopDbRow): ShopReportRow {
  return {
    id: row.id,
    name: row.name,
    amount_avalaible: money(row.cash),
    is_active: row.is_active,
    created_at: isoOf(row.created_at),
    cashier_id: row.cashier_id,
    cashier_username: row.cashier_username,
    agent_name: row.agent_name,
    games_count: Number(row.games ?? 0),
    total_bet: money(row.bet),
    total_commission: money(row.commission),
    total_fees: money(row.fees),
    jackpots_paid: money(row.jackpots),
    last_game_at: row.last_game_at === null ? null : isoOf(row.last_game_at),
  };
}

const BY_ID = byId<ShopDbRow>(sql`s.id`, 'asc');

function fetchShops(db: Db, where: SQL, filters: ShopFilters) {
  return selectInOrder(db, BY_ID, {
    select: sql`select ${cashOf(filters)}::text as cash, ${COLUMNS} ${FROM}`,
    where,
  });
}

/** One page of shops by id (keyset with a cursor), and the figures of every shop that matches. */
export async function shopsPage(
  db: Db,
  scope: Scope,
  filters: ShopFilters,
  request: PageRequest,
): Promise<
  Omit<ShopsReport, 'pagination'> & { page: number; count: number; nextCursor: string | null }
> {
  const where = shopConditions(scope, filters);
  const page = await keysetPage(BY_ID, fetchShops(db, where, filters), request);
  const [summary] = await queryRows<Record<string, string | null>>(
    db,
    sql`select count(*)::text as shops, (count(*) filter (where s.is_active))::text as active,
          sum(${cashOf(filters)})::text as cash, sum(t.bet)::text as bet,
          sum(t.commission)::text as commission, sum(t.fees)::text as fees
        ${FROM} where ${where}`,
  );
  return {
    results: page.rows.map(toRow),
    summary: {
      total_shops: Number(summary?.shops ?? 0),
      active_shops: Number(summary?.active ?? 0),
      total_cash: money(summary?.cash ?? null),
      total_bet: money(summary?.bet ?? null),
      total_commission: money(summary?.commission ?? null),
      total_fees: money(summary?.fees ?? null),
    },
    page: page.page,
    count: Number(summary?.shops ?? 0),
    nextCursor: page.nextCursor,
  };
}

/** Every shop of the filters, a batch at a time by id (CSV export). */
export async function* allShops(
  db: Db,
  scope: Scope,
  filters: ShopFilters,
  batchSize = 500,
): AsyncGenerator<ShopReportRow[]> {
  const batches = keysetBatches(
    BY_ID,
    fetchShops(db, shopConditions(scope, filters), filters),
    batchSize,
  );
  for await (const rows of batches) yield rows.map(toRow);
}
