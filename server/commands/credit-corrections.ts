import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { ledgerEntries } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { moveMoney, type MoveResult } from '../ledger/move-money';

/**
 * Takes a deposit back in full, as a new entry that names it. The unique reverses_entry_id makes a
 * second reversal fail even when two race; the agent must still hold the amount.
 */
export async function reverseDeposit(
  tx: Db,
  reversal: { entryId: number; reason: string; userId: number },
): Promise<MoveResult & { agentId: number }> {
  const [deposit] = await tx
    .select({ agentId: ledgerEntries.toAccountId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, reversal.entryId), eq(ledgerEntries.kind, 'deposit')));
  if (!deposit || deposit.agentId === null) throw notFound();
  const [earlier] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reversesEntryId, reversal.entryId));
  if (earlier) throw new HttpError(409, 'deposit_already_reversed');
  try {
    const moved = await moveMoney(tx, {
      from: { kind: 'agent', id: deposit.agentId },
      to: { kind: 'platform' },
      amountCents: deposit.amountCents,
      kind: 'deposit_reversal',
      reference: `deposit ${reversal.entryId}`,
      reason: reversal.reason,
      reversesEntryId: reversal.entryId,
      userId: reversal.userId,
    });
    return { ...moved, agentId: deposit.agentId };
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_entries_reverses_unique'))
      throw new HttpError(409, 'deposit_already_reversed');
    throw error;
  }
}
