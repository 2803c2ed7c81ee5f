import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { buildApp } from '../app';
import { requirePermission, requireRole } from './auth';

let t: TestApp;
let guarded: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  guarded = await buildApp({
    database: t.database,
    jwtSecret: t.jwtSecret,
    logLevel: 'info',
    logStream: { write: (line) => logLines.push(line) },
  });
  guarded.get(
    '/api/v1/test/agents-only/',
    { preHandler: [guarded.authenticate, requireRole('agent')] },
    async () => ({
      ok: true,
    }),
  );
  guarded.get(
    '/api/v1/test/reports/',
    { preHandler: [guarded.authenticate, requirePermission('reports')] },
    async () => ({ ok: true }),
  );
  await guarded.ready();
});
afterAll(async () => {
  await guarded?.close();
  await t?.close();
});

const get = (url: string, authorization?: string) =>
  guarded.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('role and permission guards', () => {
  it('admits the role and answers 403 to the others', async () => {
    const agent = await t.loginAs(await t.createUser({ role: 'agent' }));
    const admin = await t.loginAs(await t.createUser({ role: 'admin' }));
    expect((await get('/api/v1/test/agents-only/', agent.headers.authorization)).statusCode).toBe(
      200,
    );
    const refused = await get('/api/v1/test/agents-only/', admin.headers.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'You do not have permission to perform this action',
      code: 'forbidden',
    });
    expect((await get('/api/v1/test/agents-only/')).statusCode).toBe(401);
  });

  it('applies the permission table of core/auth/roles', async () => {
    const cashier = await t.loginAs(await t.createUser({ role: 'cashier' }));
    const agent = await t.loginAs(await t.createUser({ role: 'agent' }));
    expect((await get('/api/v1/test/reports/', agent.headers.authorization)).statusCode).toBe(200);
    expect((await get('/api/v1/test/reports/', cashier.headers.authorization)).statusCode).toBe(
      403,
    );
  });
});

describe('request logs', () => {
  it('log requests without passwords or tokens', async () => {
    const cashier = await t.createUser({ password: 'very-secret-password' });
    const login = await guarded.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { username: cashier.username, password: 'very-secret-password' },
    });
    const { access } = login.json();
    await get('/api/v1/test/reports/', `JWT ${access}`);
    const logs = logLines.join('');
    expect(logs).toContain('/api/v1/auth/login/');
    expect(logs).not.toContain('very-secret-password');
    expect(logs).not.toContain(access);
  });
});
