import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema';
import {
  BALANCE,
  heldBalance,
  ledgerRowOf,
  lockedSteps,
  noAccountToCredit,
  refusalOf,
  spendableCents,
  type Held,
  type HeldBalance,
  type MoneyMove,
} from './money-rules';

/** Ledger rows per insert: well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 1_000;

interface OpenAccount {
  account: Held;
  /** null: no such account (a debit is refused, a credit is a bug, as moveMoney has them). */
  held: HeldBalance | null;
  /** What the book moved in or out since it last wrote the balance. */
  changeCents: bigint;
}

/**
 * Many money moves of one transaction at once (a hall's batch, decision 040): each account is
 * read and locked once, each move is checked and applied in memory in its turn by moveMoney's own
 * rules (money-rules.ts), so a move refused here is refused at the same move with the same error;
 * the ledger rows and the balances are written with a few statements when the book is written out.
 * Anything that reads balances or the ledger in the same transaction writes the book out first
 * (`writeOut`), which also forgets what it read, so nothing it holds goes stale.
 */
export class MoneyBook {
  private readonly accounts = new Map<string, OpenAccount>();
  private rows: (typeof ledgerEntries.$inferInsert)[] = [];

  constructor(private readonly tx: Db) {}

  /** Whether the book holds moves not written yet. */
  get pending(): boolean {
    return this.rows.length > 0;
  }

  private async open(account: Held): Promise<OpenAccount> {
    const key = `${account.kind}:${account.id}`;
    let open = this.accounts.get(key);
    if (!open) {
      open = { account, held: await heldBalance(this.tx, account, true), changeCents: 0n };
      this.accounts.set(key, open);
    }
    return open;
  }

  /** moveMoney's checks, in its order; the move is applied only once all of them pass. */
  async move(move: MoneyMove): Promise<void> {
    const steps = lockedSteps(move);
    const opened: OpenAccount[] = [];
    for (const step of steps) {
      const open = await this.open(step.account);
      if (step.delta === 'debit') {
        if (!open.held || spendableCents(open.held) < move.amountCents)
          throw refusalOf(step.account, move.amountCents, open.held);
      } else if (!open.held) throw noAccountToCredit(step.account);
      opened.push(open);
    }
    for (const [index, step] of steps.entries()) {
      const open = opened[index]!;
      const change = step.delta === 'debit' ? -move.amountCents : move.amountCents;
      open.held!.balanceCents += change;
      open.changeCents += change;
    }
    this.rows.push(ledgerRowOf(move));
  }

  /** Writes the ledger rows (in the order moved) and each changed balance, then forgets them. */
  async writeOut(): Promise<void> {
    for (let at = 0; at < this.rows.length; at += ROWS_PER_INSERT)
      await this.tx.insert(ledgerEntries).values(this.rows.slice(at, at + ROWS_PER_INSERT));
    this.rows = [];
    for (const { account, changeCents } of this.accounts.values()) {
      if (changeCents === 0n) continue;
      const { table, column } = BALANCE[account.kind];
      const balance = sql.identifier(column);
      await this.tx.execute(
        sql`update ${sql.identifier(table)} set ${balance} = ${balance} + ${changeCents.toString()}::bigint
            where id = ${account.id}`,
      );
    }
    this.accounts.clear();
  }
}
