import { eq, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { agents, cashiers, users } from '../db/schema';

export interface StoredUser extends SessionUser {
  passwordHash: string;
  isActive: boolean;
}

async function findUser(db: Db, where: SQL | undefined): Promise<StoredUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      ownAgentId: agents.id,
      cashierId: cashiers.id,
      cashierAgentId: cashiers.agentId,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(cashiers, eq(cashiers.userId, users.id))
    .where(where)
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    passwordHash: row.passwordHash,
    isActive: row.isActive,
    // A cashier acts inside its owning agent's tenancy.
    agent_id: row.ownAgentId ?? row.cashierAgentId ?? null,
    cashier_id: row.cashierId ?? null,
  };
}

export function findUserByUsername(db: Db, username: string): Promise<StoredUser | null> {
  return findUser(db, sql`lower(${users.username}) = lower(${username})`);
}

/** The session user behind a token, or null when the account is gone or deactivated. */
export async function loadActiveSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const user = await findUser(db, eq(users.id, userId));
  if (!user || !user.isActive) return null;
  return toSessionUser(user);
}

export function toSessionUser(user: StoredUser): SessionUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    agent_id: user.agent_id,
    cashier_id: user.cashier_id,
  };
}
