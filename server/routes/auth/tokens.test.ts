import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessClaimsFor, signedToken, unsignedToken } from '../../../tests/support/forge-tokens';
import { appForFile } from '../../../tests/support/app-for-file';
import { refreshTokens, users } from '../../db/schema';

const t = appForFile();

const me = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me/',
    headers: authorization ? { authorization } : {},
  });
const refresh = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh: token } });
const logout = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', payload: { refresh: token } });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('access tokens', () => {
  it('accepts the JWT and the Bearer schemes', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    for (const scheme of ['JWT', 'Bearer', 'jwt', 'bearer']) {
      const response = await me(`${scheme} ${session.access}`);
      expect(response.statusCode, scheme).toBe(200);
      expect(response.json()).toEqual(session.user);
    }
  });

  it('answers 401 without a token or with another scheme', async () => {
    const session = await t.loginAs(await t.createUser());
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({
      error: 'Authentication credentials were not provided',
      code: 'not_authenticated',
    });
    expect((await me(`Basic ${session.access}`)).statusCode).toBe(401);
    expect((await me(session.access)).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const cashier = await t.createUser();
    const response = await me(`JWT ${unsignedToken(accessClaimsFor(cashier))}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid_token' });
  });

  it('refuses a token signed with another secret', async () => {
    const cashier = await t.createUser();
    const { sid } = claimsOf((await t.loginAs(cashier)).access);
    const valid = await signedToken(t.jwtSecret, { ...accessClaimsFor(cashier), sid });
    expect((await me(`JWT ${valid}`)).statusCode).toBe(200);
    const forged = await signedToken('some-other-secret', { ...accessClaimsFor(cashier), sid });
    expect((await me(`JWT ${forged}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const cashier = await t.createUser();
    const expired = await signedToken(
      t.jwtSecret,
      accessClaimsFor(cashier),
      Math.floor(Date.now() / 1000) - 5,
    );
    expect((await me(`JWT ${expired}`)).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const session = await t.loginAs(await t.createUser());
    expect((await me(`JWT ${session.refresh}`)).statusCode).toBe(401);
  });

  it('stops working once the user is deactivated', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    expect((await me(session.headers.authorization)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, cashier.id));
    const response = await me(session.headers.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('POST /api/v1/auth/refresh/ and /logout/', () => {
  it('issues a working access token for a refresh token', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const session = await t.loginAs(agent);
    const response = await refresh(session.refresh);
    expect(response.statusCode).toBe(200);
    const { access } = response.json();
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'refresh']);
    const who = await me(`JWT ${access}`);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(session.user);
  });

  it('refuses an access token, a forged token and an unknown jti', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    expect((await refresh(session.access)).statusCode).toBe(401);
    expect((await refresh('not.a.token')).statusCode).toBe(401);
    const unknownJti = await signedToken(t.jwtSecret, {
      user_id: cashier.id,
      token_type: 'refresh',
      jti: 'made-up',
    });
    const response = await refresh(unknownJti);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Invalid or expired refresh token',
      code: 'invalid_refresh_token',
    });
  });

  it('refuses a refresh token past its expiry, in the token or in the database', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    const { jti } = JSON.parse(Buffer.from(session.refresh.split('.')[1]!, 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 5;
    const expiredJwt = await signedToken(
      t.jwtSecret,
      { user_id: cashier.id, token_type: 'refresh', jti },
      past,
    );
    expect((await refresh(expiredJwt)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.jti, jti));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('refuses a deactivated user', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, cashier.id));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('revokes the refresh token on logout', async () => {
    const session = await t.loginAs(await t.createUser());
    const other = await t.loginAs(await t.createUser());
    const response = await logout(session.refresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Logged out', status_code: 'logged_out' });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('answers 401 for logout with a forged token and 400 without one', async () => {
    expect((await logout('forged')).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('body.refresh');
  });
});
