import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/query-rows';
import { call } from './api';
import type { Session, TestApp } from './test-app';

/**
 * Every money row an owner would audit, whole: balances, reserves and fees owed, drawers, the
 * ledger, jackpots and their payouts, shifts with their flags and corrections, and the report
 * totals a trigger keeps. Equal snapshots: no money, jackpot, shift or report total moved.
 */
export async function booksSnapshot(t: TestApp): Promise<Record<string, unknown>> {
  const table = (name: string, order = 'id') =>
    sql.raw(`(select coalesce(json_agg(x order by ${order}), '[]') from ${name} x)`);
  const rows = await queryRows<{ books: Record<string, unknown> }>(
    t.db,
    sql`select json_build_object(
      'agents', ${table('agents')},
      'cashiers', ${table('cashiers')},
      'shops', (select coalesce(json_agg(s order by s.id), '[]') from
        (select id, cash_cents::text as cash, last_z_number from shops) s),
      'ledger', ${table('ledger_entries')},
      'jackpots', ${table('jackpots')},
      'jackpot_payouts', ${table('jackpot_payouts')},
      'shifts', ${table('shifts')},
      'shift_flags', ${table('shift_flags')},
      'shift_corrections', ${table('shift_corrections')},
      'game_totals', ${table('game_totals', 'cashier_id, shop_key, status')}
    ) as books`,
  );
  return rows[0]!.books;
}

/** The people who read the books: the admin, the agent and its cashier, signed in. */
export interface BookReaders {
  admin: Session;
  agent: Session;
  cashier: Session;
  agentId: number;
  cashierId: number;
}

/**
 * Every report, dashboard and statement figure those people see, as the API answers them (the
 * statements' closing balance and entries; the reports' summaries and rows).
 */
export async function reportFigures(t: TestApp, who: BookReaders): Promise<unknown[]> {
  const get = async (as: Session, url: string) => {
    const response = await call(t.app, 'GET', url, { as });
    if (response.statusCode !== 200) throw new Error(`${url} ${response.statusCode}`);
    return { url, body: response.json<unknown>() };
  };
  const seen: unknown[] = [];
  for (const as of [who.admin, who.agent]) {
    seen.push(await get(as, '/api/v1/reports/dashboard/'));
    seen.push(await get(as, '/api/v1/reports/games/'));
    seen.push(await get(as, '/api/v1/reports/shops/'));
    seen.push(await get(as, '/api/v1/reports/jackpots/'));
  }
  for (const as of [who.admin, who.agent, who.cashier]) {
    seen.push(await get(as, '/api/v1/reports/cashier-dashboard/'));
    seen.push(await get(as, `/api/v1/statements/cashiers/${who.cashierId}/`));
  }
  seen.push(await get(who.admin, '/api/v1/admin/summary/'));
  seen.push(await get(who.agent, '/api/v1/agents/dashboard/'));
  seen.push(await get(who.agent, `/api/v1/statements/agents/${who.agentId}/`));
  seen.push(await get(who.cashier, '/api/v1/cashiers/dashboard/'));
  seen.push(await get(who.cashier, '/api/v1/auth/balance/'));
  return seen;
}
