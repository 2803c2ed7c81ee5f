import { sql, type SQL } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { JackpotReportRow, JackpotsReport } from '@core/schemas/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isoOf } from './game-rows';
import { byId, keysetBatches, keysetPage, selectInOrder, type PageRequest } from './keyset-paging';
import { and, containsPattern, type Scope } from './scope';

export interface JackpotFilters {
  search?: string;
  jackpotType?: 'random' | 'cumulative';
  isActive?: boolean;
  /** The hall's date today: a jackpot outside its dates is scheduled or expired. */
  today: string;
}

interface JackpotDbRow {
  id: number;
  balance: string;
  shop_id: number;
  shop_name: string;
  cashier_username: string;
  agent_name: string;
  jackpot_type: 'random' | 'cumulative';
  bonus: string;
  start_date: string | null;
  end_date: string | null;
  is_active: boolean;
  paid_at: Date | string | null;
  paid_game_id: number | null;
  paid: string | null;
  created_at: Date | string;
}

const money = (cents: string | null | undefined) => centsToAmount(BigInt(cents ?? 0));

function jackpotConditions(scope: Scope, filters: JackpotFilters): SQL {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and([
    scope.agentId === null ? undefined : sql`j.agent_id = ${scope.agentId}`,
    scope.cashierId === null ? undefined : sql`s.cashier_id = ${scope.cashierId}`,
    scope.shopId === null ? undefined : sql`j.shop_id = ${scope.shopId}`,
    filters.jackpotType ? sql`j.jackpot_type = ${filters.jackpotType}` : undefined,
    filters.isActive === undefined ? undefined : sql`j.is_active = ${filters.isActive}`,
    pattern
      ? sql`(s.name ilike ${pattern} or u.username ilike ${pattern} or j.message ilike ${pattern})`
      : undefined,
  ]);
}

const FROM = sql.raw(`from jackpots j join shops s on s.id = j.shop_id
  join cashiers c on c.id = s.cashier_id join users u on u.id = c.user_id
  join agents a on a.id = j.agent_id join users au on au.id = a.user_id`);

// What a jackpot paid is what left it on the ledger as a payout.
const PAID = sql.raw(`(select sum(l.amount_cents) from ledger_entries l
  where l.from_account_kind = 'jackpot' and l.from_account_id = j.id and l.kind = 'jackpot_payout')`);

const COLUMNS = sql`j.id, j.balance_cents::text as balance, j.shop_id, s.name as shop_name,
  u.username as cashier_username, au.username as agent_name, j.jackpot_type,
  j.bonus_cents::text as bonus, j.start_date, j.end_date, j.is_active, j.paid_at, j.paid_game_id,
  ${PAID}::text as paid, j.created_at`;

function stateOf(row: JackpotDbRow, today: string): JackpotReportRow['state'] {
  if (row.paid_at !== null) return 'paid';
  if (!row.is_active) return 'released';
  if (row.start_date !== null && row.start_date > today) return 'scheduled';
  if (row.end_date !== null && row.end_date < today) return 'expired';
  return 'running';
}

function toRow(row: JackpotDbRow, today: string): JackpotReportRow {
  return {
    id: row.id,
    amount: money(row.balance),
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    cashier_username: row.cashier_username,
    agent_name: row.agent_name,
    jackpot_type: row.jackpot_type,
    bonus_amount: money(row.bonus),
    start_date: row.start_date,
    end_date: row.end_date,
    is_active: row.is_active,
    state: stateOf(row, today),
    paid_amount: row.paid_at === null ? null : money(row.paid),
    paid_at: row.paid_at === null ? null : isoOf(row.paid_at),
    paid_game_id: row.paid_game_id,
    created_at: isoOf(row.created_at),
  };
}

const NEWEST_FIRST = byId<JackpotDbRow>(sql`j.id`, 'desc');

function fetchJackpots(db: Db, where: SQL) {
  return selectInOrder(db, NEWEST_FIRST, { select: sql`select ${COLUMNS} ${FROM}`, where });
}

/** One page of jackpots, newest first (keyset on id with a cursor), and their figures. */
export async function jackpotsPage(
  db: Db,
  scope: Scope,
  filters: JackpotFilters,
  request: PageRequest,
): Promise<
  Omit<JackpotsReport, 'pagination'> & { page: number; count: number; nextCursor: string | null }
> {
  const where = jackpotConditions(scope, filters);
  const page = await keysetPage(NEWEST_FIRST, fetchJackpots(db, where), request);
  const today = filters.today;
  const [summary] = await queryRows<Record<string, string | null>>(
    db,
    sql`select count(*)::text as jackpots,
          (count(*) filter (where j.is_active and j.paid_at is null
             and (j.start_date is null or j.start_date <= ${today})
             and (j.end_date is null or j.end_date >= ${today})))::text as running,
          (count(*) filter (where j.paid_at is not null))::text as paid_count,
          sum(${PAID})::text as paid,
          (sum(j.balance_cents) filter (where j.is_active and j.paid_at is null))::text as reserved
        ${FROM} where ${where}`,
  );
  return {
    results: page.rows.map((row) => toRow(row, today)),
    summary: {
      total_jackpots: Number(summary?.jackpots ?? 0),
      running: Number(summary?.running ?? 0),
      paid_count: Number(summary?.paid_count ?? 0),
      total_paid: money(summary?.paid),
      total_reserved: money(summary?.reserved),
    },
    page: page.page,
    count: Number(summary?.jackpots ?? 0),
    nextCursor: page.nextCursor,
  };
}

/** Every jackpot of the filters, newest first, a batch at a time (CSV export). */
export async function* allJackpots(
  db: Db,
  scope: Scope,
  filters: JackpotFilters,
  batchSize = 500,
): AsyncGenerator<JackpotReportRow[]> {
  const where = jackpotConditions(scope, filters);
  const batches = keysetBatches(NEWEST_FIRST, fetchJackpots(db, where), batchSize);
  for await (const rows of batches) yield rows.map((row) => toRow(row, filters.today));
}
