import { sql } from 'drizzle-orm';
import { referenceParts, systemReasonCode } from '@core/ledger/ledger-texts';
import { centsToAmount } from '@core/money';
import {
  STATEMENT_DEFAULT_DAYS,
  type Statement,
  type StatementMove,
  type StatementQuery,
} from '@core/schemas/statements';
import { endOfHallDate, lastHallDays, startOfHallDate } from '@core/time/hall-days';
import { localDate } from '@core/time/local-date';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { StatementAccount } from '../../policies/statement-access';
import { NAME_OF } from '../reports/credit-moves';
import { isoOf } from '../reports/game-rows';

/** The hall dates a statement covers: as asked, else the last 30 days up to today. */
export function statementPeriod(query: StatementQuery, now: Date, timeZone: string) {
  const to = query.date_to ?? localDate(now, timeZone);
  const from =
    query.date_from ??
    lastHallDays(startOfHallDate(to, timeZone), timeZone, STATEMENT_DEFAULT_DAYS)[0]!.date;
  return { from, to, start: startOfHallDate(from, timeZone), end: endOfHallDate(to, timeZone) };
}

interface MoveRow {
  id: number | string;
  created_at: Date | string;
  kind: string;
  cents_in: string;
  cents_out: string;
  balance_after: string;
  from_name: string;
  to_name: string;
  from_kind: string;
  to_kind: string;
  incoming: boolean;
  by: string | null;
  reason: string | null;
  reference: string | null;
}

/**
 * One account's statement: the balance before the period (every entry before it), each entry of
 * the period with the balance after it, and the balance at its end. Entries in id order: the order
 * they were written, which is the order the balance changed.
 */
export async function statementOf(
  db: Db,
  account: StatementAccount,
  query: StatementQuery,
  now: Date,
  timeZone: string,
): Promise<Statement> {
  const period = statementPeriod(query, now, timeZone);
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const isTo = sql`(l.to_account_kind = ${account.kind} and l.to_account_id = ${account.id})`;
  const isFrom = sql`(l.from_account_kind = ${account.kind} and l.from_account_id = ${account.id})`;
  const rows = await queryRows<MoveRow>(
    db,
    sql`with e as (
          select l.*, ${isTo} as incoming,
            (case when ${isTo} then l.amount_cents else 0 end) as cents_in,
            (case when ${isFrom} then l.amount_cents else 0 end) as cents_out,
            sum(case when ${isTo} then l.amount_cents else -l.amount_cents end)
              over (order by l.id) as balance_after,
            ${NAME_OF('from')} as from_name, ${NAME_OF('to')} as to_name
          from ledger_entries l where (${isTo} or ${isFrom}) and l.created_at < ${end})
        select e.id, e.created_at, e.kind, e.cents_in::text as cents_in,
          e.cents_out::text as cents_out, e.balance_after::text as balance_after,
          e.from_name, e.to_name, e.from_account_kind as from_kind, e.to_account_kind as to_kind,
          e.incoming, u.username as by, e.reason, e.reference
        from e left join users u on u.id = e.user_id
        where e.created_at >= ${start} order by e.id`,
  );
  const [opening] = await queryRows<{ cents: string }>(
    db,
    sql`select coalesce(sum(case when ${isTo} then l.amount_cents else -l.amount_cents end), 0)::text
          as cents
        from ledger_entries l where (${isTo} or ${isFrom}) and l.created_at < ${start}`,
  );
  const openingCents = BigInt(opening?.cents ?? 0);
  let totalIn = 0n;
  let totalOut = 0n;
  const moves = rows.map((row): StatementMove => {
    totalIn += BigInt(row.cents_in);
    totalOut += BigInt(row.cents_out);
    return {
      entry_id: Number(row.id),
      created_at: isoOf(row.created_at),
      kind: row.kind,
      amount_in: centsToAmount(BigInt(row.cents_in)),
      amount_out: centsToAmount(BigInt(row.cents_out)),
      balance_after: centsToAmount(BigInt(row.balance_after)),
      counterparty: row.incoming ? row.from_name : row.to_name,
      counterparty_kind: row.incoming ? row.from_kind : row.to_kind,
      by: row.by,
      reason: row.reason,
      reference: row.reference,
      reason_code: systemReasonCode(row.kind, row.reason),
      reference_parts: row.reference ? referenceParts(row.reference) : [],
    };
  });
  return {
    account,
    date_from: period.from,
    date_to: period.to,
    opening_balance: centsToAmount(openingCents),
    closing_balance: centsToAmount(openingCents + totalIn - totalOut),
    total_in: centsToAmount(totalIn),
    total_out: centsToAmount(totalOut),
    moves,
    time_zone: timeZone,
  };
}
