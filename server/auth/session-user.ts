import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { agents, authSessions, cashiers, users } from '../db/schema';

export interface StoredUser extends SessionUser {
  passwordHash: string;
  isActive: boolean;
  /** False for a cashier whose agent is deactivated: it may not sign in or act. */
  agentActive: boolean;
  sessionVersion: number;
}

const cashierAgents = alias(agents, 'cashier_agents');
const agentUsers = alias(users, 'agent_users');

function userQuery(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
      ownAgentId: agents.id,
      cashierId: cashiers.id,
      cashierAgentId: cashiers.agentId,
      agentUserActive: agentUsers.isActive,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(cashiers, eq(cashiers.userId, users.id))
    .leftJoin(cashierAgents, eq(cashierAgents.id, cashiers.agentId))
    .leftJoin(agentUsers, eq(agentUsers.id, cashierAgents.userId));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>[number];

function toStoredUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    passwordHash: row.passwordHash,
    isActive: row.isActive,
    agentActive: row.cashierId === null || row.agentUserActive === true,
    sessionVersion: row.sessionVersion,
    // A cashier acts inside its owning agent's tenancy.
    agent_id: row.ownAgentId ?? row.cashierAgentId ?? null,
    cashier_id: row.cashierId ?? null,
  };
}

async function findUser(db: Db, where: SQL | undefined): Promise<StoredUser | null> {
  const [row] = await userQuery(db).where(where).limit(1);
  return row ? toStoredUser(row) : null;
}

export function findUserByUsername(db: Db, username: string): Promise<StoredUser | null> {
  return findUser(db, sql`lower(${users.username}) = lower(${username})`);
}

export function findUserById(db: Db, userId: number): Promise<StoredUser | null> {
  return findUser(db, eq(users.id, userId));
}

/** Active, and (a cashier) under an active agent. */
export function maySignIn(user: StoredUser): boolean {
  return user.isActive && user.agentActive;
}

/**
 * The user behind an access or refresh token of session `sid`, or null when the session has
 * ended: logged out, revoked for a reused refresh token, opened before a password change or a
 * deactivation (session version), or the user or its agent is deactivated. One indexed query.
 */
function sessionUserQuery(db: Db, userId: Placeholder | number, sid: Placeholder | string) {
  return userQuery(db)
    .innerJoin(
      authSessions,
      and(
        eq(authSessions.id, sid),
        eq(authSessions.userId, users.id),
        eq(authSessions.sessionVersion, users.sessionVersion),
        isNull(authSessions.revokedAt),
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
}

// The check of every authenticated request: planning its five-table join cost 6x its execution.
const preparedSessionUser = preparedPerDb((db) =>
  sessionUserQuery(db, sql.placeholder('userId'), sql.placeholder('sid')).prepare('session_user'),
);

function sessionUserOf(row: UserRow | undefined): SessionUser | null {
  if (!row) return null;
  const user = toStoredUser(row);
  return maySignIn(user) ? toSessionUser(user) : null;
}

/**
 * The user behind an access or refresh token of session `sid`, or null when the session has
 * ended: logged out, revoked for a reused refresh token, opened before a password change or a
 * deactivation (session version), or the user or its agent is deactivated. One indexed query.
 */
export async function loadSessionUser(
  db: Db,
  userId: number,
  sid: string,
): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(db, userId, sid);
  return sessionUserOf(row);
}

/** loadSessionUser as a statement prepared once per database (not for a transaction). */
export async function loadSessionUserPrepared(
  db: Db,
  userId: number,
  sid: string,
): Promise<SessionUser | null> {
  const [row] = await preparedSessionUser(db).execute({ userId, sid });
  return sessionUserOf(row);
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
