import type { Role } from '@core/auth/roles';
import { DEFAULT_CASHIER_FEE_PERCENT } from '@core/game-fee';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { agents, cashierFeeChanges, cashiers, users } from '../db/schema';
import { HttpError } from '../http-error';

export interface NewStaffUser {
  username: string;
  password: string;
  role: Role;
  isActive?: boolean;
  phone?: string;
  /** Required for a cashier: the agents.id that owns it. */
  agentId?: number;
  feePercent?: number;
  /** Who creates it (its rate's first record names them); null for system commands. */
  createdBy?: number | null;
}

export interface CreatedStaffUser {
  userId: number;
  agentId: number | null;
  cashierId: number | null;
}

/**
 * A user with its agent or cashier record, inside the caller's transaction. Balances start at 0:
 * credit arrives only through the ledger (moveMoney). A taken username answers 409.
 */
export async function insertStaffUser(
  tx: Db,
  input: Omit<NewStaffUser, 'password'> & { passwordHash: string },
): Promise<CreatedStaffUser> {
  if (input.role === 'cashier' && input.agentId === undefined)
    throw new Error('A cashier needs an owning agent');
  const [user] = await tx
    .insert(users)
    .values({
      username: input.username,
      passwordHash: input.passwordHash,
      role: input.role,
      isActive: input.isActive ?? true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) throw new HttpError(409, 'username_taken');
  const profile = { userId: user.id, phone: input.phone ?? '' };
  if (input.role === 'agent') {
    const [agent] = await tx.insert(agents).values(profile).returning({ id: agents.id });
    return { userId: user.id, agentId: agent?.id ?? null, cashierId: null };
  }
  if (input.role === 'cashier') {
    const feePercent = input.feePercent ?? DEFAULT_CASHIER_FEE_PERCENT;
    const [cashier] = await tx
      .insert(cashiers)
      .values({ ...profile, agentId: input.agentId as number, feePercent })
      .returning({ id: cashiers.id });
    if (!cashier) throw new Error('cashier was not created');
    await tx.insert(cashierFeeChanges).values({
      cashierId: cashier.id,
      oldFeePercent: null,
      newFeePercent: feePercent,
      changedBy: input.createdBy ?? null,
    });
    return { userId: user.id, agentId: input.agentId ?? null, cashierId: cashier.id };
  }
  return { userId: user.id, agentId: null, cashierId: null };
}

/** insertStaffUser in its own transaction. */
export async function createStaffUser(db: Db, input: NewStaffUser): Promise<CreatedStaffUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction((tx) => insertStaffUser(tx, { ...input, passwordHash }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'username_taken');
    throw error;
  }
}
