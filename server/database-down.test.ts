import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../tests/support/api';
import { postgresTemplate } from '../tests/support/database-template';
import { createScratchDatabase, withClient } from '../tests/support/scratch-postgres';
import { createTestApp, type TestApp } from '../tests/support/test-app';
import { buildApp } from './app';
import { openDatabase } from './db/client';

// While the database is away the API says so (503, retry later) instead of 500, and its logs name
// the failure without the values bound to the failing query.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

function capturedLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('database down', () => {
  it('answers 503 to a login, a session check and readiness, and logs no bound values', async () => {
    const log = capturedLog();
    t = await createTestApp({ logLevel: 'info', logStream: log.stream });
    const user = await t.createUser({ role: 'admin' });
    const session = await t.loginAs(user);
    await t.database.close();

    const canary = `canary-${randomBytes(6).toString('hex')}`;
    const login = await call(t.app, 'POST', '/api/v1/auth/login/', {
      body: { username: canary, password: 'some-password' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      error: 'The service is temporarily unavailable. Try again in a moment.',
      code: 'service_unavailable',
    });
    expect(login.headers['retry-after']).toBe('5');

    const me = await call(t.app, 'GET', '/api/v1/auth/me/', { as: session });
    expect(me.statusCode).toBe(503);
    expect((await t.app.inject('/readyz')).statusCode).toBe(503);

    const logged = log.lines.join('');
    expect(logged).toContain('database unavailable');
    expect(logged).not.toContain(canary);
    expect(logged).not.toContain('params:');
  });

  it('answers 503 when PostgreSQL cannot be reached at all', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
      migrate: false,
    });
    const app = await buildApp({
      database,
      jwtSecret: 'unreachable-database-secret',
      logLevel: false,
      loginRateLimit: false,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { username: 'admin', password: 'some-password' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().code).toBe('service_unavailable');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('database maintenance (needs TEST_DATABASE_URL)', () => {
  it('answers 503 with Retry-After while PostgreSQL refuses new connections, then recovers', async () => {
    const scratch = await createScratchDatabase(adminUrl!, {
      template: await postgresTemplate(adminUrl!),
    });
    const name = new URL(scratch.url).pathname.slice(1);
    const database = await openDatabase({ databaseUrl: scratch.url });
    t = await createTestApp({ database });
    try {
      const user = await t.createUser({ role: 'admin' });
      const session = await t.loginAs(user);
      // Maintenance: no new connections to this database, and the open ones ended (57P01, then
      // 55000 "not currently accepting connections" on every reconnect).
      await withClient(adminUrl!, async (client) => {
        await client.query(`alter database ${name} with allow_connections false`);
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const login = await call(t.app, 'POST', '/api/v1/auth/login/', {
          body: { username: user.username, password: user.password },
        });
        expect(login.statusCode, login.body).toBe(503);
        expect(login.json().code).toBe('service_unavailable');
        expect(login.headers['retry-after']).toBe('5');
        const users = await call(t.app, 'GET', '/api/v1/admin/agents/', { as: session });
        expect(users.statusCode, users.body).toBe(503);
        expect(users.headers['retry-after']).toBe('5');
      }
      expect((await t.app.inject('/readyz')).statusCode).toBe(503);

      await withClient(adminUrl!, (client) =>
        client.query(`alter database ${name} with allow_connections true`),
      );
      const back = await call(t.app, 'POST', '/api/v1/auth/login/', {
        body: { username: user.username, password: user.password },
      });
      expect(back.statusCode, back.body).toBe(200);
    } finally {
      await t.close();
      t = undefined;
      await withClient(adminUrl!, (client) =>
        client.query(`alter database ${name} with allow_connections true`),
      ).catch(() => undefined);
      await scratch.drop();
    }
  });
});
