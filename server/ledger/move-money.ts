import { sql } from 'drizzle-orm';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { ledgerEntries } from '../db/schema';
import {
  BALANCE,
  heldBalance,
  ledgerRowOf,
  lockedSteps,
  noAccountToCredit,
  refusalOf,
  spendableSql,
  type Held,
  type MoneyMove,
} from './money-rules';

export type { Account, LedgerKind, MoneyMove } from './money-rules';

export interface MoveResult {
  entryId: number;
  /** The accounts' balances after the move; null for platform and outside. */
  fromBalanceCents: Cents | null;
  toBalanceCents: Cents | null;
}

async function changeBalance(tx: Db, account: Held, delta: 'debit' | 'credit', cents: Cents) {
  const { table, column } = BALANCE[account.kind];
  const balance = sql.identifier(column);
  const amount = sql`${cents.toString()}::bigint`;
  const rows = await queryRows<{ balance: string }>(
    tx,
    delta === 'debit'
      ? sql`update ${sql.identifier(table)} set ${balance} = ${balance} - ${amount}
            where id = ${account.id} and ${spendableSql(account.kind)} >= ${amount}
            returning ${balance}::text as balance`
      : sql`update ${sql.identifier(table)} set ${balance} = ${balance} + ${amount}
            where id = ${account.id}
            returning ${balance}::text as balance`,
  );
  const row = rows[0];
  if (!row) {
    if (delta === 'debit') throw refusalOf(account, cents, await heldBalance(tx, account));
    throw noAccountToCredit(account);
  }
  return BigInt(row.balance);
}

/**
 * The one way any balance changes, one move at a time: debit the source only if it covers the
 * amount (a locked, conditional UPDATE), credit the destination, append the ledger entry. Call
 * inside a transaction. A hall's batch moves many at once through a money book (money-book.ts),
 * by the same rules (money-rules.ts).
 */
export async function moveMoney(tx: Db, move: MoneyMove): Promise<MoveResult> {
  const balances: { debit: Cents | null; credit: Cents | null } = { debit: null, credit: null };
  for (const step of lockedSteps(move)) {
    balances[step.delta] = await changeBalance(tx, step.account, step.delta, move.amountCents);
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values(ledgerRowOf(move))
    .returning({ id: ledgerEntries.id });
  return { entryId: entry!.id, fromBalanceCents: balances.debit, toBalanceCents: balances.credit };
}

/** moveMoney in its own transaction. */
export function transferCredit(db: Db, move: MoneyMove): Promise<MoveResult> {
  return db.transaction((tx) => moveMoney(tx as unknown as Db, move));
}
