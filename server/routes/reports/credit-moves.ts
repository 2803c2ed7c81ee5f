import { sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import { CREDIT_KINDS, type Dashboard } from '@core/schemas/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isoOf } from './game-rows';
import type { Scope } from './scope';

/** The name of one side of a ledger entry `l`: a username, a shop's name, a jackpot's number. */
export const NAME_OF = (side: 'from' | 'to') =>
  sql.raw(`case l.${side}_account_kind
    when 'agent' then (select u.username from agents a join users u on u.id = a.user_id
                       where a.id = l.${side}_account_id)
    when 'cashier' then (select u.username from cashiers c join users u on u.id = c.user_id
                         where c.id = l.${side}_account_id)
    when 'shop' then (select name from shops where id = l.${side}_account_id)
    when 'jackpot' then '#' || l.${side}_account_id
    else l.${side}_account_kind end`);

/** The newest credit moves touching the scope's accounts (agent: its own and its cashiers'). */
export async function creditMoves(
  db: Db,
  scope: Scope,
  limit = 10,
): Promise<Dashboard['credit_moves']> {
  const kinds = sql.join(
    CREDIT_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  let touches = sql`true`;
  if (scope.cashierId !== null)
    touches = sql`((l.from_account_kind = 'cashier' and l.from_account_id = ${scope.cashierId})
      or (l.to_account_kind = 'cashier' and l.to_account_id = ${scope.cashierId}))`;
  else if (scope.agentId !== null) {
    const own = sql`(select id from cashiers where agent_id = ${scope.agentId})`;
    touches = sql`((l.from_account_kind = 'agent' and l.from_account_id = ${scope.agentId})
      or (l.to_account_kind = 'agent' and l.to_account_id = ${scope.agentId})
      or (l.from_account_kind = 'cashier' and l.from_account_id in ${own})
      or (l.to_account_kind = 'cashier' and l.to_account_id in ${own}))`;
  }
  const rows = await queryRows<{
    id: number;
    kind: (typeof CREDIT_KINDS)[number];
    amount: string;
    from_kind: string;
    from_name: string;
    to_kind: string;
    to_name: string;
    created_at: Date | string;
  }>(
    db,
    sql`select l.id, l.kind, l.amount_cents::text as amount, l.from_account_kind as from_kind,
          ${NAME_OF('from')} as from_name, l.to_account_kind as to_kind,
          ${NAME_OF('to')} as to_name, l.created_at
        from ledger_entries l where l.kind in (${kinds}) and ${touches}
        order by l.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    amount: centsToAmount(BigInt(row.amount)),
    from_kind: row.from_kind,
    from_name: row.from_name,
    to_kind: row.to_kind,
    to_name: row.to_name,
    created_at: isoOf(row.created_at),
  }));
}
