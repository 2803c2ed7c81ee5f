import { z } from 'zod';
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

export async function login(username: string, password: string): Promise<LoginResult> {
  const answer = await api.post<unknown>('/auth/login/', { username, password }, { auth: false });
  const parsed = loginAnswerSchema.safeParse(answer);
  const user = parsed.success ? toSessionUser(parsed.data.user) : null;
  if (!parsed.success || !user) throw new InvalidUserDataError();
  return { access: parsed.data.access, refresh: parsed.data.refresh ?? null, user };
}
