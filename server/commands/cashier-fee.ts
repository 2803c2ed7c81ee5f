import { desc, eq } from 'drizzle-orm';
import { isBelowFloor } from '@core/game-fee';
import type { Db } from '../db/client';
import { cashierFeeChanges, cashiers, users } from '../db/schema';
import { HttpError } from '../http-error';
import { agentFeeRules } from './fee-rules';

/** A rate below the agent's floor is refused: 422 fee_below_floor, naming the floor. */
export async function assertFeeAtFloor(tx: Db, agentId: number, feePercent: number): Promise<void> {
  const rules = await agentFeeRules(tx, agentId);
  if (isBelowFloor(feePercent, rules))
    throw new HttpError(422, 'fee_below_floor', [
      {
        path: 'fee_percent',
        message: `The fee must be at least ${rules.minFeePercent} %`,
        code: 'fee_below_floor',
        params: { min_fee_percent: rules.minFeePercent },
      },
    ]);
}

/**
 * Gives a cashier a platform fee rate: refused below its agent's floor (422 fee_below_floor), and
 * recorded with who, when, old and new (the rate at creation is recorded by insertStaffUser).
 */
export async function setCashierFee(
  tx: Db,
  change: {
    cashierId: number;
    agentId: number;
    feePercent: number;
    previous: number;
    userId: number;
  },
): Promise<void> {
  await assertFeeAtFloor(tx, change.agentId, change.feePercent);
  if (change.previous === change.feePercent) return;
  await tx
    .update(cashiers)
    .set({ feePercent: change.feePercent })
    .where(eq(cashiers.id, change.cashierId));
  await tx.insert(cashierFeeChanges).values({
    cashierId: change.cashierId,
    oldFeePercent: change.previous,
    newFeePercent: change.feePercent,
    changedBy: change.userId,
  });
}

/** A cashier's rate history, newest first. */
export function cashierFeeHistory(db: Db, cashierId: number) {
  return db
    .select({
      id: cashierFeeChanges.id,
      oldFeePercent: cashierFeeChanges.oldFeePercent,
      newFeePercent: cashierFeeChanges.newFeePercent,
      changedBy: users.username,
      createdAt: cashierFeeChanges.createdAt,
    })
    .from(cashierFeeChanges)
    .leftJoin(users, eq(users.id, cashierFeeChanges.changedBy))
    .where(eq(cashierFeeChanges.cashierId, cashierId))
    .orderBy(desc(cashierFeeChanges.id));
}
