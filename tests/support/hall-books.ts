import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query-rows';

/**
 * Central's conservation invariant with halls (decision 038): what agents, cashiers, jackpots and
 * halls hold, next to what the platform issued less what came back to it (fees, returns). Equal
 * when sound.
 */
export async function centralBooks(db: Db): Promise<{ held: string; net: string }> {
  const [row] = await queryRows<{ held: string; net: string }>(
    db,
    sql`select ((select coalesce(sum(balance_cents), 0) from agents)
               + (select coalesce(sum(balance_cents), 0) from cashiers)
               + (select coalesce(sum(balance_cents), 0) from jackpots)
               + (select coalesce(sum(allowance_cents), 0) from halls))::text as held,
              ((select coalesce(sum(amount_cents), 0) from ledger_entries where from_account_kind = 'platform')
               - (select coalesce(sum(amount_cents), 0) from ledger_entries where to_account_kind = 'platform'))::text as net`,
  );
  return row!;
}
