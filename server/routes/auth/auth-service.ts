import type { LoginResponse } from '@core/schemas/auth';
import {
  mayUseTwoFactor,
  TWO_FACTOR_REQUIRED,
  type TwoFactorChallenge,
} from '@core/schemas/two-factor';
import type { LoginThrottle } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import type { ApiErrorCode } from '@core/api-errors';
import {
  findUserById,
  findUserByUsername,
  maySignIn,
  type StoredUser,
} from '../../auth/session-user';
import {
  endSessionOf,
  openSession,
  rotateRefreshToken,
  type SessionDeps,
} from '../../auth/sessions';
import { CHALLENGE_TTL_SECONDS } from '../../auth/tokens';
import {
  acceptCode,
  hasTwoFactor,
  isChallengeSpent,
  spendChallenge,
  spendRecoveryCode,
} from '../../auth/two-factor';
import { HttpError, unauthorized } from '../../http-error';

export interface AuthDeps extends SessionDeps {
  throttle: LoginThrottle;
}

/**
 * SPEC's login. A user with a second factor gets a challenge instead of tokens (200, status
 * "two_factor_required"); its attempt stays counted until the code step succeeds.
 */
export async function login(
  deps: AuthDeps,
  username: string,
  password: string,
  client: string,
): Promise<LoginResponse | TwoFactorChallenge> {
  // Counted before the password is checked: a burst cannot check more than the limit.
  if (!(await deps.throttle.reserveAttempt(username, client)))
    throw new HttpError(429, 'too_many_failed_logins');
  const stored = await findUserByUsername(deps.db, username);
  // Unknown user and wrong password look alike, in body and in time.
  const passwordMatches = await verifyPassword(stored?.passwordHash ?? null, password);
  if (!stored || !passwordMatches) throw unauthorized('invalid_credentials');
  // Only who knows the password learns that the account exists and is deactivated (decision 033);
  // the attempt stays counted.
  if (!maySignIn(stored)) throw new HttpError(403, deactivationCode(stored));
  if (mayUseTwoFactor(stored.role) && (await hasTwoFactor(deps.db, stored.id)))
    return {
      status: TWO_FACTOR_REQUIRED,
      challenge: await deps.tokens.signChallenge(stored.id, stored.sessionVersion),
      expires_in: CHALLENGE_TTL_SECONDS,
    };
  // The throttle's reset and the new session in one statement.
  return openSession(deps, stored, deps.throttle.successReset(username, client));
}

/** The second step: a code of the authenticator app, or one recovery code. */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  answer: { challenge: string; code?: string; recovery_code?: string },
  client: string,
): Promise<LoginResponse> {
  const claims = await deps.tokens.verifyChallenge(answer.challenge);
  const stored = claims && (await findUserById(deps.db, claims.user_id));
  if (
    !claims ||
    !stored ||
    !maySignIn(stored) ||
    stored.sessionVersion !== claims.sv ||
    (await isChallengeSpent(deps.db, claims.jti))
  )
    throw unauthorized('two_factor_challenge_expired');
  if (!(await deps.throttle.reserveAttempt(stored.username, client)))
    throw new HttpError(429, 'too_many_failed_logins');
  if (answer.code) {
    if (!(await acceptCode(deps.db, stored.id, answer.code, 'enrolled')))
      throw unauthorized('invalid_two_factor_code');
  } else {
    const outcome = await spendRecoveryCode(deps.db, stored.id, answer.recovery_code ?? '');
    if (outcome === 'already_used') throw unauthorized('recovery_code_used');
    if (outcome === 'unknown') throw unauthorized('recovery_code_unknown');
  }
  // Two requests racing with one challenge: only the first opens a session.
  if (!(await spendChallenge(deps.db, claims.jti, stored.id)))
    throw unauthorized('two_factor_challenge_expired');
  return openSession(deps, stored, deps.throttle.successReset(stored.username, client));
}

/** Whom a deactivated account asks: a cashier its agent, an agent or admin the platform admin. */
function deactivationCode(user: StoredUser): ApiErrorCode {
  if (!user.isActive)
    return user.role === 'cashier'
      ? 'account_deactivated_ask_agent'
      : 'account_deactivated_ask_admin';
  return 'agent_deactivated';
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
