import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

export interface LedgerMismatch {
  kind: 'agent' | 'cashier' | 'shop' | 'jackpot' | 'hall';
  id: number;
  balance_cents: string;
  ledger_cents: string;
}

/**
 * Every agent, cashier, shop and jackpot balance must equal the sum of its ledger entries in minus out,
 * and every entry must name an account that exists. Answers the accounts that disagree.
 */
export async function checkLedger(db: Db): Promise<LedgerMismatch[]> {
  const rows = await queryRows<LedgerMismatch>(
    db,
    sql`
    with net as (
      select kind, id, sum(delta) as cents from (
        select to_account_kind as kind, to_account_id as id, amount_cents as delta
          from ledger_entries
        union all
        select from_account_kind, from_account_id, -amount_cents from ledger_entries
      ) moves
      where kind in ('agent', 'cashier', 'shop', 'jackpot', 'hall')
      group by kind, id
    ),
    balances as (
      select 'agent' as kind, id, balance_cents as cents from agents
      union all select 'cashier', id, balance_cents from cashiers
      union all select 'shop', id, cash_cents from shops
      union all select 'jackpot', id, balance_cents from jackpots
      union all select 'hall', id, allowance_cents from halls
    )
    select coalesce(b.kind, n.kind) as kind, coalesce(b.id, n.id) as id,
           coalesce(b.cents, 0)::text as balance_cents, coalesce(n.cents, 0)::text as ledger_cents
    from balances b full outer join net n on n.kind = b.kind and n.id = b.id
    where b.id is null or coalesce(n.cents, 0) <> b.cents
    order by 1, 2`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
