import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appForFile } from '../../../tests/support/app-for-file';
import { buildApp } from '../../app';
import { users } from '../../db/schema';

// This file tests hashing itself: the production argon2id cost, not the tests' cheap one, and
// which hashes each login verifies against.
const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, password: string | Uint8Array) => {
      verified.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

const t = appForFile();

const login = (username: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { username, password } });

describe('POST /api/v1/auth/login/', () => {
  it('answers tokens and the session user', async () => {
    const cashier = await t.createUser({ role: 'cashier' });
    const response = await login(cashier.username, cashier.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: cashier.id,
      username: cashier.username,
      role: 'cashier',
      agent_id: cashier.agentId,
      cashier_id: cashier.cashierId,
    });
    expect(body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('puts the SPEC claims in the access token', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { access } = (await login(agent.username, agent.password)).json();
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      user_id: agent.id,
      username: agent.username,
      role: 'agent',
      agent_id: agent.agentId,
      cashier_id: null,
      token_type: 'access',
    });
    const ttl = claims.exp - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(59 * 60);
    expect(ttl).toBeLessThanOrEqual(60 * 60);
  });

  it('matches the username case-insensitively', async () => {
    const agent = await t.createUser({ role: 'agent', username: 'Mixed-Case-Agent' });
    expect((await login('mixed-case-agent', agent.password)).statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const cashier = await t.createUser();
    const wrongPassword = await login(cashier.username, 'not-the-password');
    const unknownUser = await login('nobody-at-all', 'whatever');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: 'Invalid username or password',
      code: 'invalid_credentials',
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('does the same argon2id work for an unknown user as for a wrong password', async () => {
    const cashier = await t.createUser();
    const hashesVerifiedBy = async (username: string) => {
      verified.length = 0;
      expect((await login(username, 'wrong-password')).statusCode).toBe(401);
      return verified.map((hashed) => hashed.split('$').slice(0, 4).join('$'));
    };
    const production = '$argon2id$v=19$m=19456,t=2,p=1';
    expect(await hashesVerifiedBy(cashier.username)).toEqual([production]);
    expect(await hashesVerifiedBy('nobody-here')).toEqual([production]);
  });

  it('tells a deactivated cashier after the right password to ask its agent', async () => {
    const cashier = await t.createUser({ isActive: false });
    const response = await login(cashier.username, cashier.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Your account is deactivated. Ask your agent to reactivate it.',
      code: 'account_deactivated_ask_agent',
    });
  });

  it('tells a deactivated agent after the right password to ask the platform admin', async () => {
    const agent = await t.createUser({ role: 'agent', isActive: false });
    const response = await login(agent.username, agent.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_deactivated_ask_admin');
  });

  it("tells the cashier of a deactivated agent that the agent's account is deactivated", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, agent.id));
    const response = await login(cashier.username, cashier.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('agent_deactivated');
  });

  it('answers a wrong password of a deactivated account exactly as an unknown user', async () => {
    const cashier = await t.createUser({ isActive: false });
    const wrong = await login(cashier.username, 'not-the-password');
    const unknown = await login('nobody-at-all', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: 'Invalid username or password',
      code: 'invalid_credentials',
    });
  });

  it('keeps counting the attempts of a deactivated account, right password or not', async () => {
    const cashier = await t.createUser({ isActive: false });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const password = attempt % 2 ? cashier.password : 'wrong';
      expect((await login(cashier.username, password)).statusCode).toBe(attempt % 2 ? 403 : 401);
    }
    expect((await login(cashier.username, cashier.password)).statusCode).toBe(429);
  });

  it('stores argon2id hashes with the OWASP parameters', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, agent.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('locks a username after more than 10 consecutive failures, for correct passwords too', async () => {
    const cashier = await t.createUser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(cashier.username, 'wrong')).statusCode).toBe(401);
    }
    const eleventh = await login(cashier.username, 'wrong');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      error: 'Too many failed login attempts. Try again later.',
      code: 'too_many_failed_logins',
    });
    expect((await login(cashier.username.toUpperCase(), cashier.password)).statusCode).toBe(429);
  });

  it('locks unknown usernames the same way', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) await login('ghost-user', 'wrong');
    expect((await login('ghost-user', 'wrong')).statusCode).toBe(429);
  });

  it('resets the failure count on a successful login', async () => {
    const cashier = await t.createUser();
    // Nine failures leave one attempt under the limit of ten.
    for (let attempt = 1; attempt <= 9; attempt += 1) await login(cashier.username, 'wrong');
    expect((await login(cashier.username, cashier.password)).statusCode).toBe(200);
    expect((await login(cashier.username, 'wrong')).statusCode).toBe(401);
  });

  it('unlocks once the lock time has passed', async () => {
    const quick = await buildApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      logLevel: false,
      loginRateLimit: false,
      loginThrottle: {
        perClient: { maxFailures: 1, windowSeconds: 60, lockSeconds: 1 },
        perUser: { maxFailures: 100, windowSeconds: 60, lockSeconds: 60 },
      },
    });
    try {
      const cashier = await t.createUser();
      const attempt = (password: string) =>
        quick.inject({
          method: 'POST',
          url: '/api/v1/auth/login/',
          payload: { username: cashier.username, password },
        });
      expect((await attempt('wrong')).statusCode).toBe(401);
      expect((await attempt('wrong')).statusCode).toBe(429);
      expect((await attempt(cashier.password)).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await attempt(cashier.password)).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it('limits login attempts per IP address', async () => {
    const limited = await buildApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      logLevel: false,
      loginRateLimit: { max: 3, timeWindowMs: 60_000 },
    });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/v1/auth/login/',
          payload: { username: `someone-${attempt}`, password: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 400 with details for missing fields, wrong types and huge strings', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { username: 'a' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'Invalid request',
      details: [{ path: 'body.password' }],
    });

    const wrongTypes = await login(42, ['x']);
    expect(wrongTypes.statusCode).toBe(400);
    expect(
      wrongTypes
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.password', 'body.username']);

    const huge = await login('a'.repeat(100_000), 'b'.repeat(100_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('Invalid request');
  });

  it('answers 4xx JSON, never 5xx, for malformed bodies', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{"username": ' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'text/plain' }, payload: 'username=a' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      {
        headers: { 'content-type': 'application/json' },
        payload: `"${'x'.repeat(2 * 1024 * 1024)}"`,
      },
    ];
    for (const { headers, payload } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        headers,
        payload,
      });
      expect(response.statusCode, payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 20)).toBeLessThan(500);
      expect(typeof response.json().error).toBe('string');
    }
  });
});
