import type { LoginResponse } from '@core/schemas/auth';
import type { LoginThrottle } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { findUserByUsername, maySignIn } from '../../auth/session-user';
import {
  endSessionOf,
  openSession,
  rotateRefreshToken,
  type SessionDeps,
} from '../../auth/sessions';
import { HttpError, unauthorized } from '../../http-error';

export interface AuthDeps extends SessionDeps {
  throttle: LoginThrottle;
}

export async function login(
  deps: AuthDeps,
  username: string,
  password: string,
  client: string,
): Promise<LoginResponse> {
  // Counted before the password is checked: a burst cannot check more than the limit.
  if (!(await deps.throttle.reserveAttempt(username, client)))
    throw new HttpError(429, 'too_many_failed_logins');
  const stored = await findUserByUsername(deps.db, username);
  // Unknown user, wrong password and deactivated account look alike, in body and in time.
  const passwordMatches = await verifyPassword(stored?.passwordHash ?? null, password);
  if (!stored || !passwordMatches || !maySignIn(stored)) throw unauthorized('invalid_credentials');
  await deps.throttle.recordSuccess(username, client);
  return openSession(deps, stored);
}

export async function refreshAccess(
  deps: AuthDeps,
  refreshToken: string,
): Promise<{ access: string; refresh: string }> {
  const outcome = await rotateRefreshToken(deps, refreshToken);
  if (outcome.kind === 'refused') throw unauthorized('invalid_refresh_token');
  return { access: outcome.access, refresh: outcome.refresh };
}

export async function logout(deps: AuthDeps, refreshToken: string): Promise<void> {
  if (!(await endSessionOf(deps, refreshToken))) throw unauthorized('invalid_refresh_token');
}
