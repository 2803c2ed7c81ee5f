import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '@web/lib/test-support';
import { InvalidUserDataError, login } from './login';

const answer = (body: unknown) =>
  vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('login', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('answers the tokens and the user, with SPEC defaults for missing user fields', async () => {
    vi.stubGlobal('fetch', answer({ access: 'a.b.c', user: { id: 7, role: 'cashier' } }));
    await expect(login('till', 'pw')).resolves.toEqual({
      kind: 'signedIn',
      session: {
        access: 'a.b.c',
        refresh: null,
        user: {
          id: 7,
          username: 'Unknown User',
          role: 'cashier',
          agent_id: null,
          cashier_id: null,
        },
      },
    });
  });

  it('answers the code step for a user with two-step sign-in', async () => {
    vi.stubGlobal('fetch', answer({ status: 'two_factor_required', challenge: 'c.h.l' }));
    await expect(login('boss', 'pw')).resolves.toEqual({ kind: 'code', challenge: 'c.h.l' });
  });

  it.each([
    ['no access token', { user: { role: 'cashier' } }],
    ['an empty access token', { access: '', user: { role: 'cashier' } }],
    ['a refresh token that is not text', { access: 'a', refresh: 5, user: { role: 'cashier' } }],
    ['no user', { access: 'a' }],
    ['a user without a role', { access: 'a', user: { id: 1 } }],
    ['a user that is a list', { access: 'a', user: [] }],
    ['a code step without its challenge', { status: 'two_factor_required' }],
  ])('refuses an answer with %s as invalid user data', async (_, body) => {
    vi.stubGlobal('fetch', answer(body));
    await expect(login('till', 'pw')).rejects.toBeInstanceOf(InvalidUserDataError);
  });
});
