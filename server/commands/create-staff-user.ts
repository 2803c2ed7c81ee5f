import type { Role } from '@core/auth/roles';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { agents, cashiers, users } from '../db/schema';

export interface NewStaffUser {
  username: string;
  password: string;
  role: Role;
  isActive?: boolean;
  phone?: string;
  balanceCents?: bigint;
  /** Required for a cashier: the agents.id that owns it. */
  agentId?: number;
  feePercent?: number;
}

export interface CreatedStaffUser {
  userId: number;
  agentId: number | null;
  cashierId: number | null;
}

/** A user with its agent or cashier record, in one transaction. */
export async function createStaffUser(db: Db, input: NewStaffUser): Promise<CreatedStaffUser> {
  if (input.role === 'cashier' && input.agentId === undefined)
    throw new Error('A cashier needs an owning agent');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        role: input.role,
        isActive: input.isActive ?? true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('User was not created');
    const profile = {
      userId: user.id,
      phone: input.phone ?? '',
      balanceCents: input.balanceCents ?? 0n,
    };
    if (input.role === 'agent') {
      const [agent] = await tx.insert(agents).values(profile).returning({ id: agents.id });
      return { userId: user.id, agentId: agent?.id ?? null, cashierId: null };
    }
    if (input.role === 'cashier') {
      const [cashier] = await tx
        .insert(cashiers)
        .values({
          ...profile,
          agentId: input.agentId as number,
          feePercent: input.feePercent ?? 20,
        })
        .returning({ id: cashiers.id });
      return { userId: user.id, agentId: input.agentId ?? null, cashierId: cashier?.id ?? null };
    }
    return { userId: user.id, agentId: null, cashierId: null };
  });
}
