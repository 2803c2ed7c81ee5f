import { TWO_FACTOR_REQUIRED } from '@core/auth/two-factor-status';
import { api } from '@web/lib/api-client';
import { toSessionUser, type SessionUser } from '@web/lib/session';

interface LoginAnswer {
  access: string;
  refresh?: string | null;
  user: Record<string, unknown> & { role: string };
}

const filledString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * SPEC section 3 "Login response": access token, optional refresh token, user with a role.
 * The role is any text here: SPEC routes an unknown role to /selection rather than refusing it.
 * Checked by hand: zod would put 21 KB (gzip) on the login screen's first load for three fields.
 */
function isLoginAnswer(value: unknown): value is LoginAnswer {
  if (!value || typeof value !== 'object') return false;
  const { access, refresh, user } = value as Record<string, unknown>;
  return (
    filledString(access) &&
    (refresh === undefined || refresh === null || filledString(refresh)) &&
    !!user &&
    typeof user === 'object' &&
    !Array.isArray(user) &&
    filledString((user as Record<string, unknown>).role)
  );
}

/** A user with two-factor sign-in: no tokens until the code step (decision 016). */
function challengeOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { status, challenge } = value as Record<string, unknown>;
  return status === TWO_FACTOR_REQUIRED && filledString(challenge) ? challenge : null;
}

export class InvalidUserDataError extends Error {
  constructor() {
    super('Invalid user data received');
    this.name = 'InvalidUserDataError';
  }
}

export interface LoginResult {
  access: string;
  refresh: string | null;
  user: SessionUser;
}

export type LoginStep =
  { kind: 'signedIn'; session: LoginResult } | { kind: 'code'; challenge: string };

function sessionOf(answer: unknown): LoginResult {
  const user = isLoginAnswer(answer) ? toSessionUser(answer.user) : null;
  if (!isLoginAnswer(answer) || !user) throw new InvalidUserDataError();
  return { access: answer.access, refresh: answer.refresh ?? null, user };
}

export async function login(username: string, password: string): Promise<LoginStep> {
  const answer = await api.post<unknown>('/auth/login/', { username, password }, { auth: false });
  const challenge = challengeOf(answer);
  if (challenge !== null) return { kind: 'code', challenge };
  return { kind: 'signedIn', session: sessionOf(answer) };
}

/** The second step: a 6-digit code of the authenticator app, or a recovery code. */
export async function completeTwoFactor(
  challenge: string,
  answer: { code: string } | { recovery_code: string },
): Promise<LoginResult> {
  return sessionOf(
    await api.post<unknown>('/auth/login/two_factor/', { challenge, ...answer }, { auth: false }),
  );
}
