import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { createTestApp, type Session, type TestApp } from '../../../tests/support/test-app';

// A session ends when it should: at logout, at a password change, at the deactivation of the user
// or of its agent, and when a used refresh token comes back (a stolen copy): at once, for the
// access token too, not when the token expires. Each session is used before the change, so the
// answer of its session check is in the instance's memory (server/auth/session-cache.ts) and must
// be forgotten by the change.

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  // No grace for a repeated refresh here: a reuse is a reuse (the grace has its own test).
  t = await createTestApp({ refreshReuseGraceSeconds: 0 });
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});
afterAll(async () => {
  await t?.close();
});

const me = (session: Pick<Session, 'access'>) =>
  call(t.app, 'GET', '/api/v1/auth/me/', {
    as: { headers: { authorization: `JWT ${session.access}` } },
  });
const refresh = (token: string) =>
  call(t.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: token } });

async function expectEnded(session: Pick<Session, 'access' | 'refresh'>) {
  expect((await me(session)).statusCode).toBe(401);
  expect((await refresh(session.refresh)).statusCode).toBe(401);
}

async function expectAlive(session: Pick<Session, 'access'>) {
  expect((await me(session)).statusCode).toBe(200);
}

describe('sessions end when they should', () => {
  it('ends access and refresh at logout, and only that sign-in', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    const otherDevice = await t.loginAs(cashier);
    await expectAlive(session);
    await expectAlive(otherDevice);
    const response = await call(t.app, 'POST', '/api/v1/auth/logout/', {
      body: { refresh: session.refresh },
    });
    expect(response.statusCode).toBe(200);
    await expectEnded(session);
    await expectAlive(otherDevice);
  });

  it('ends every session of a user whose password is changed', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const session = await t.loginAs(agent);
    await expectAlive(session);
    const changed = await call(t.app, 'PUT', `/api/v1/admin/agents/${agent.agentId}/`, {
      as: admin,
      body: { password: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(session);
    await expectAlive(
      await t.loginAs({ username: agent.username, password: 'a-brand-new-password' }),
    );
  });

  it("ends a cashier's sessions when its agent changes its password", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const session = await t.loginAs(cashier);
    await expectAlive(session);
    const changed = await call(t.app, 'PUT', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: await t.loginAs(agent),
      body: { password: 'another-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(session);
  });

  it('ends the sessions of a deactivated user for good, even after reactivation', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const session = await t.loginAs(agent);
    await expectAlive(session);
    const path = `/api/v1/admin/agents/${agent.agentId}/`;
    await call(t.app, 'PUT', path, { as: admin, body: { is_active: false } });
    await expectEnded(session);
    await call(t.app, 'PUT', path, { as: admin, body: { is_active: true } });
    await expectEnded(session);
    await expectAlive(await t.loginAs(agent));
  });

  it("ends the sessions of a deactivated agent's cashiers at once", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const other = await t.createUser({ role: 'cashier' });
    const session = await t.loginAs(cashier);
    const otherSession = await t.loginAs(other);
    await expectAlive(session);
    await expectAlive(otherSession);
    const path = `/api/v1/admin/agents/${agent.agentId}/`;
    await call(t.app, 'PUT', path, { as: admin, body: { is_active: false } });
    await expectEnded(session);
    await expectAlive(otherSession);
    // A cashier cannot sign in under a deactivated agent either.
    const login = await call(t.app, 'POST', '/api/v1/auth/login/', {
      body: { username: cashier.username, password: cashier.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('agent_deactivated');
    await call(t.app, 'PUT', path, { as: admin, body: { is_active: true } });
    await expectEnded(session);
    await expectAlive(await t.loginAs(cashier));
  });
});

describe('refresh tokens rotate', () => {
  it('answers a new refresh token with each access token, and the old one is spent', async () => {
    const session = await t.loginAs(await t.createUser());
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access: string; refresh: string }>();
    expect(Object.keys(rotated).sort()).toEqual(['access', 'refresh']);
    expect(rotated.refresh).not.toBe(session.refresh);
    await expectAlive(rotated);
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    const otherDevice = await t.loginAs(cashier);
    const rotated = (await refresh(session.refresh)).json<Session>();
    await expectAlive(rotated);
    await expectAlive(otherDevice);
    // The thief (or the victim) presents the spent token: the session it belongs to ends.
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('invalid_refresh_token');
    await expectEnded(rotated);
    await expectEnded(session);
    await expectAlive(otherDevice);
  });
});

describe('a refresh answer lost on the way', () => {
  it('gives the same successor again within the grace period instead of ending the session', async () => {
    const graceful = await createTestApp({ database: undefined, refreshReuseGraceSeconds: 30 });
    try {
      const session = await graceful.loginAs(await graceful.createUser());
      const again = (token: string) =>
        call(graceful.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: token } });
      const first = (await again(session.refresh)).json<Session>();
      const retry = await again(session.refresh);
      expect(retry.statusCode).toBe(200);
      const second = retry.json<Session>();
      const jti = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;
      expect(jti(second.refresh)).toBe(jti(first.refresh));
      expect((await again(second.refresh)).statusCode).toBe(200);
    } finally {
      await graceful.close();
    }
  });
});
