import { sql } from 'drizzle-orm';
import { centsToAmount, type Cents } from '@core/money';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { ledgerEntries, type LEDGER_KINDS } from '../db/schema';
import { HttpError } from '../http-error';

/**
 * The money rules, in one home: moveMoney (one move, its own statements) and the money book (a
 * hall batch's moves in memory, written together) both apply these, so a move is checked and
 * refused the same way whichever writes it.
 */

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

export type Held = Extract<Account, { id: number }>;
export const isHeld = (account: Account): account is Held => 'id' in account;

/** Where each held account's balance lives. */
export const BALANCE = {
  agent: { table: 'agents', column: 'balance_cents' },
  cashier: { table: 'cashiers', column: 'balance_cents' },
  shop: { table: 'shops', column: 'cash_cents' },
  jackpot: { table: 'jackpots', column: 'balance_cents' },
  hall: { table: 'halls', column: 'allowance_cents' },
} as const;

/** What a debit never takes (decision 044): the fee a cashier's running games reserved. */
const RESERVED: Partial<Record<Held['kind'], string>> = { cashier: 'fee_reserved_cents' };

/** The SQL of what a debit may take from an account: its balance less its reserve. */
export function spendableSql(kind: Held['kind']) {
  const reserved = RESERVED[kind];
  const balance = sql.identifier(BALANCE[kind].column);
  return reserved ? sql`${balance} - ${sql.identifier(reserved)}` : balance;
}

/** An account as a debit sees it: its balance and its reserve (0 for all but a cashier). */
export interface HeldBalance {
  balanceCents: Cents;
  reservedCents: Cents;
}

/** What a debit may take, the same rule as spendableSql. */
export const spendableCents = (held: HeldBalance): Cents => held.balanceCents - held.reservedCents;

/** An account's balance and reserve; `lock` takes its row for the rest of the transaction. */
export async function heldBalance(
  tx: Db,
  account: Held,
  lock = false,
): Promise<HeldBalance | null> {
  const { table, column } = BALANCE[account.kind];
  const reserved = RESERVED[account.kind];
  const [row] = await queryRows<{ balance: string; reserved: string }>(
    tx,
    sql`select ${sql.identifier(column)}::text as balance,
               ${reserved ? sql.identifier(reserved) : sql`0`}::text as reserved
        from ${sql.identifier(table)} where id = ${account.id} ${lock ? sql`for update` : sql``}`,
  );
  return row ? { balanceCents: BigInt(row.balance), reservedCents: BigInt(row.reserved) } : null;
}

/** 409 insufficient_balance; a cashier whose reserve is what refused it is told so. */
export function refusalOf(account: Held, cents: Cents, held: HeldBalance | null): HttpError {
  const balance = held?.balanceCents ?? 0n;
  const reserved = held?.reservedCents ?? 0n;
  if (account.kind !== 'cashier' || reserved === 0n || balance < cents)
    return new HttpError(409, 'insufficient_balance');
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

/** A credit to an account that does not exist is a bug, not a refusal. */
export const noAccountToCredit = (account: Held) =>
  new Error(`No ${account.kind} account ${account.id} to credit`);

// Rows are always locked in this order so two opposite moves cannot deadlock.
const LOCK_ORDER = { agent: 0, cashier: 1, shop: 2, jackpot: 3, hall: 4 } as const;

export interface MoveStep {
  account: Held;
  delta: 'debit' | 'credit';
}

/** A move's held accounts in the order their rows are locked; refuses an amount not above 0. */
export function lockedSteps(move: MoneyMove): MoveStep[] {
  if (move.amountCents <= 0n) throw new Error('A ledger amount must be positive');
  return [
    { account: move.from, delta: 'debit' as const },
    { account: move.to, delta: 'credit' as const },
  ]
    .filter((step): step is MoveStep => isHeld(step.account))
    .sort(
      (a, b) =>
        LOCK_ORDER[a.account.kind] - LOCK_ORDER[b.account.kind] || a.account.id - b.account.id,
    );
}

/** The ledger row a move appends. */
export function ledgerRowOf(move: MoneyMove): typeof ledgerEntries.$inferInsert {
  return {
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
  };
}
