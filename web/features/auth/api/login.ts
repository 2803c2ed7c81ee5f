import { z } from 'zod';
import { TWO_FACTOR_REQUIRED } from '@core/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { toSessionUser, type SessionUser } from '@web/lib/session';

/**
 * SPEC section 3 "Login response": access token, optional refresh token, user with a role.
 * The role is any text here: SPEC routes an unknown role to /selection rather than refusing it.
 */
const loginAnswerSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1).nullish(),
  user: z.object({ role: z.string().min(1) }).loose(),
});

/** A user with two-factor sign-in: no tokens until the code step (decision 016). */
const challengeSchema = z.object({
  status: z.literal(TWO_FACTOR_REQUIRED),
  challenge: z.string().min(1),
});

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
  const parsed = loginAnswerSchema.safeParse(answer);
  const user = parsed.success ? toSessionUser(parsed.data.user) : null;
  if (!parsed.success || !user) throw new InvalidUserDataError();
  return { access: parsed.data.access, refresh: parsed.data.refresh ?? null, user };
}

export async function login(username: string, password: string): Promise<LoginStep> {
  const answer = await api.post<unknown>('/auth/login/', { username, password }, { auth: false });
  const challenge = challengeSchema.safeParse(answer);
  if (challenge.success) return { kind: 'code', challenge: challenge.data.challenge };
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
