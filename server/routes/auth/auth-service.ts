import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@core/schemas/auth';
import type { LoginThrottle } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { findUserByUsername, loadActiveSessionUser, toSessionUser } from '../../auth/session-user';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-error';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
}

export async function login(
  deps: AuthDeps,
  username: string,
  password: string,
): Promise<LoginResponse> {
  if (await deps.throttle.isLocked(username)) throw new HttpError(429, 'too_many_failed_logins');
  const stored = await findUserByUsername(deps.db, username);
  // Unknown user, wrong password and deactivated account look alike, in body and in time.
  const passwordMatches = await verifyPassword(stored?.passwordHash ?? null, password);
  if (!stored || !passwordMatches || !stored.isActive) {
    const locked = await deps.throttle.recordFailure(username);
    throw locked
      ? new HttpError(429, 'too_many_failed_logins')
      : unauthorized('invalid_credentials');
  }
  await deps.throttle.recordSuccess(username);
  const user = toSessionUser(stored);
  const refresh = await deps.tokens.signRefresh(user.id);
  await deps.db
    .insert(refreshTokens)
    .values({ jti: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt });
  return { access: await deps.tokens.signAccess(user), refresh: refresh.token, user };
}

export async function refreshAccess(
  deps: AuthDeps,
  refreshToken: string,
): Promise<{ access: string }> {
  const claims = await deps.tokens.verifyRefresh(refreshToken);
  if (!claims) throw unauthorized('invalid_refresh_token');
  const [stored] = await deps.db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, claims.jti),
        eq(refreshTokens.userId, claims.user_id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    );
  if (!stored) throw unauthorized('invalid_refresh_token');
  const user = await loadActiveSessionUser(deps.db, claims.user_id);
  if (!user) throw unauthorized('invalid_refresh_token');
  return { access: await deps.tokens.signAccess(user) };
}

export async function logout(deps: AuthDeps, refreshToken: string): Promise<void> {
  const claims = await deps.tokens.verifyRefresh(refreshToken);
  if (!claims) throw unauthorized('invalid_refresh_token');
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)));
}
