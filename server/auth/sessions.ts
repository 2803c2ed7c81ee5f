import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { LoginResponse } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { authSessions, refreshTokens } from '../db/schema';
import { loadSessionUser, toSessionUser, type StoredUser } from './session-user';
import type { TokenService } from './tokens';

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  /**
   * A refresh token presented again this soon after it was rotated gets the same successor
   * instead of ending the session: the answer to a till's refresh can be lost on flaky Wi-Fi.
   */
  refreshReuseGraceSeconds: number;
}

export type RefreshOutcome =
  { kind: 'rotated'; access: string; refresh: string } | { kind: 'refused' };

/** A new sign-in: its session row, a refresh token of that session and an access token. */
export async function openSession(
  deps: SessionDeps,
  stored: StoredUser,
  /** Other writes of the sign-in as items of a WITH (the throttle's reset), in the same statement. */
  alsoWith?: SQL,
): Promise<LoginResponse> {
  const sid = randomUUID();
  const user = toSessionUser(stored);
  // Signed before the write: PGlite runs one transaction at a time, so nothing slow inside it.
  const refresh = await deps.tokens.signRefresh(user.id);
  const access = await deps.tokens.signAccess(user, { sid });
  // One statement, one commit: each commit waits for the disk, and each statement is a round trip
  // (PostgreSQL) or a parse and plan on the only thread (PGlite).
  await deps.db.execute(sql`with ${alsoWith ? sql`${alsoWith}, ` : sql``}session as (
        insert into auth_sessions (id, user_id, session_version)
        values (${sid}, ${user.id}, ${stored.sessionVersion}) returning id)
      insert into refresh_tokens (jti, user_id, session_id, expires_at)
      select ${refresh.jti}, ${user.id}, session.id, ${refresh.expiresAt.toISOString()}::timestamptz
      from session`);
  return { access, refresh: refresh.token, user };
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). A token
 * already exchanged ends its whole session (someone holds a copy), unless it comes back within
 * the grace period and its successor is still unused: then the same successor is answered again.
 */
export async function rotateRefreshToken(
  deps: SessionDeps,
  token: string,
): Promise<RefreshOutcome> {
  const claims = await deps.tokens.verifyRefresh(token);
  if (!claims) return { kind: 'refused' };
  const now = new Date();
  const decision = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, claims.jti))
      .for('update');
    if (!row || row.userId !== claims.user_id || row.revokedAt || row.expiresAt <= now)
      return { kind: 'refused' as const };
    const user = await loadSessionUser(tx, row.userId, row.sessionId);
    if (!user) return { kind: 'refused' as const };
    if (row.usedAt) {
      const [successor] = row.replacedBy
        ? await tx.select().from(refreshTokens).where(eq(refreshTokens.jti, row.replacedBy))
        : [];
      const withinGrace =
        now.getTime() - row.usedAt.getTime() <= deps.refreshReuseGraceSeconds * 1000;
      if (withinGrace && successor && !successor.usedAt && !successor.revokedAt)
        return { kind: 'again' as const, user, sid: row.sessionId, successor };
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokeReason: 'refresh_reuse' })
        .where(eq(authSessions.id, row.sessionId));
      return { kind: 'refused' as const };
    }
    const next = await deps.tokens.signRefresh(user.id);
    await tx.insert(refreshTokens).values({
      jti: next.jti,
      userId: user.id,
      sessionId: row.sessionId,
      expiresAt: next.expiresAt,
    });
    await tx
      .update(refreshTokens)
      .set({ usedAt: now, replacedBy: next.jti })
      .where(eq(refreshTokens.jti, row.jti));
    return { kind: 'new' as const, user, sid: row.sessionId, refresh: next.token };
  });
  if (decision.kind === 'refused') return decision;
  const access = await deps.tokens.signAccess(decision.user, { sid: decision.sid });
  if (decision.kind === 'new') return { kind: 'rotated', access, refresh: decision.refresh };
  const again = await deps.tokens.signRefresh(decision.user.id, decision.successor);
  return { kind: 'rotated', access, refresh: again.token };
}

/** Logout: the session of this refresh token ends, its access tokens with it. */
export async function endSessionOf(deps: SessionDeps, token: string): Promise<boolean> {
  const claims = await deps.tokens.verifyRefresh(token);
  if (!claims) return false;
  const [row] = await deps.db
    .select({ sessionId: refreshTokens.sessionId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, claims.jti));
  if (row && row.userId === claims.user_id)
    await deps.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokeReason: 'logout' })
      .where(eq(authSessions.id, row.sessionId));
  return true;
}
