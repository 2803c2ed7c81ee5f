import { sql } from 'drizzle-orm';
import { centsToAmount, type Cents } from '@core/money';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { ledgerEntries, type LEDGER_KINDS } from '../db/schema';
import { HttpError } from '../http-error';

/**
 * platform: credit the admin issues; outside: cash entering or leaving a shop drawer; jackpot: the
 * amount an agent has reserved for one jackpot.
 */
export type Account =
  | { kind: 'platform' | 'outside' }
  | { kind: 'agent' | 'cashier' | 'shop' | 'jackpot' | 'hall'; id: number };

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface MoneyMove {
  from: Account;
  to: Account;
  amountCents: Cents;
  kind: LedgerKind;
  reference?: string | null;
  /** Why a person moved it (corrections, cash adjustments). */
  reason?: string | null;
  /** The deposit a deposit_reversal takes back. */
  reversesEntryId?: number | null;
  /** The shift it belongs to; left out, a drawer's entry takes the shop's open shift (a trigger). */
  shiftId?: number | null;
  /** Who moved it; null for system commands. */
  userId: number | null;
  /** When it happened, when not now: a hall's entry applied on central later (decision 038). */
  createdAt?: Date;
}

export interface MoveResult {
  entryId: number;
  /** The accounts' balances after the move; null for platform and outside. */
  fromBalanceCents: Cents | null;
  toBalanceCents: Cents | null;
}

const BALANCE_COLUMN = {
  agent: sql`agents set balance_cents = balance_cents`,
  cashier: sql`cashiers set balance_cents = balance_cents`,
  shop: sql`shops set cash_cents = cash_cents`,
  jackpot: sql`jackpots set balance_cents = balance_cents`,
  hall: sql`halls set allowance_cents = allowance_cents`,
} as const;
const BALANCE_NAME = {
  agent: sql`balance_cents`,
  cashier: sql`balance_cents`,
  shop: sql`cash_cents`,
  jackpot: sql`balance_cents`,
  hall: sql`allowance_cents`,
};
// Rows are always locked in this order so two opposite moves cannot deadlock.
const LOCK_ORDER = { agent: 0, cashier: 1, shop: 2, jackpot: 3, hall: 4 } as const;

type Held = Extract<Account, { id: number }>;
const isHeld = (account: Account): account is Held => 'id' in account;

// A cashier's debit never takes the fee its running games reserved (decision 044).
const SPENDABLE = {
  agent: sql`balance_cents`,
  cashier: sql`balance_cents - fee_reserved_cents`,
  shop: sql`cash_cents`,
  jackpot: sql`balance_cents`,
  hall: sql`allowance_cents`,
};

/** 409 insufficient_balance; a cashier whose reserve is what refused it is told so. */
async function refusal(tx: Db, account: Held, cents: Cents): Promise<HttpError> {
  if (account.kind !== 'cashier') return new HttpError(409, 'insufficient_balance');
  const [row] = await queryRows<{ balance: string; reserved: string }>(
    tx,
    sql`select balance_cents::text as balance, fee_reserved_cents::text as reserved
        from cashiers where id = ${account.id}`,
  );
  const balance = BigInt(row?.balance ?? 0);
  const reserved = BigInt(row?.reserved ?? 0);
  if (reserved === 0n || balance < cents) return new HttpError(409, 'insufficient_balance');
  return new HttpError(409, 'insufficient_balance', [
    {
      path: 'amount',
      message: 'The fee reserved for a running game cannot be moved until the game ends',
      code: 'insufficient_balance',
      params: {
        amount: centsToAmount(cents),
        balance: centsToAmount(balance),
        fee_reserved: centsToAmount(reserved),
      },
    },
  ]);
}

async function changeBalance(tx: Db, account: Held, delta: 'debit' | 'credit', cents: Cents) {
  const column = BALANCE_NAME[account.kind];
  const amount = sql`${cents.toString()}::bigint`;
  const rows = await queryRows<{ balance: string }>(
    tx,
    delta === 'debit'
      ? sql`update ${BALANCE_COLUMN[account.kind]} - ${amount}
            where id = ${account.id} and ${SPENDABLE[account.kind]} >= ${amount}
            returning ${column}::text as balance`
      : sql`update ${BALANCE_COLUMN[account.kind]} + ${amount}
            where id = ${account.id}
            returning ${column}::text as balance`,
  );
  const row = rows[0];
  if (!row) {
    if (delta === 'debit') throw await refusal(tx, account, cents);
    throw new Error(`No ${account.kind} account ${account.id} to credit`);
  }
  return BigInt(row.balance);
}

/**
 * The one way any balance changes: debit the source only if it covers the amount (a locked,
 * conditional UPDATE), credit the destination, append the ledger entry. Call inside a transaction.
 */
export async function moveMoney(tx: Db, move: MoneyMove): Promise<MoveResult> {
  if (move.amountCents <= 0n) throw new Error('A ledger amount must be positive');
  const steps = [
    { account: move.from, delta: 'debit' as const },
    { account: move.to, delta: 'credit' as const },
  ]
    .filter((step): step is { account: Held; delta: 'debit' | 'credit' } => isHeld(step.account))
    .sort(
      (a, b) =>
        LOCK_ORDER[a.account.kind] - LOCK_ORDER[b.account.kind] || a.account.id - b.account.id,
    );
  const balances: { debit: Cents | null; credit: Cents | null } = { debit: null, credit: null };
  for (const step of steps) {
    balances[step.delta] = await changeBalance(tx, step.account, step.delta, move.amountCents);
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      fromAccountKind: move.from.kind,
      fromAccountId: isHeld(move.from) ? move.from.id : null,
      toAccountKind: move.to.kind,
      toAccountId: isHeld(move.to) ? move.to.id : null,
      amountCents: move.amountCents,
      kind: move.kind,
      reference: move.reference ?? null,
      reason: move.reason ?? null,
      reversesEntryId: move.reversesEntryId ?? null,
      shiftId: move.shiftId ?? null,
      userId: move.userId,
      ...(move.createdAt && { createdAt: move.createdAt }),
    })
    .returning({ id: ledgerEntries.id });
  return { entryId: entry!.id, fromBalanceCents: balances.debit, toBalanceCents: balances.credit };
}

/** moveMoney in its own transaction. */
export function transferCredit(db: Db, move: MoneyMove): Promise<MoveResult> {
  return db.transaction((tx) => moveMoney(tx as unknown as Db, move));
}
