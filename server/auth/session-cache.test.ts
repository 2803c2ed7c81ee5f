import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { createTestApp, type Session, type TestApp } from '../../tests/support/test-app';
import { createPersistentTestDatabase } from '../../tests/support/test-database';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { SESSION_LISTENER_APPLICATION_NAME, type SessionChanges } from '../db/session-changes';
import { createSessionCache } from './session-cache';

// The per-request session check (decision 003) is answered from memory; these tests prove that a
// change ending a session is still seen by the very next request, however the change is made.

const me = (app: FastifyInstance, session: Pick<Session, 'access'>) =>
  call(app, 'GET', '/api/v1/auth/me/', {
    as: { headers: { authorization: `JWT ${session.access}` } },
  });

describe('the session check kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is in use on this database', () => {
    expect(t.database.sessionChanges?.live()).toBe(true);
  });

  it('forgets a session revoked by hand in the database before the next request', async () => {
    const user = await t.createUser();
    const session = await t.loginAs(user);
    const otherDevice = await t.loginAs(user);
    expect((await me(t.app, session)).statusCode).toBe(200);
    expect((await me(t.app, otherDevice)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(session.access.split('.')[1]!, 'base64url').toString()).sid;
    await t.db.execute(sql`update auth_sessions set revoked_at = now() where id = ${sid}`);
    expect((await me(t.app, session)).statusCode).toBe(401);
    expect((await me(t.app, otherDevice)).statusCode).toBe(200);
  });

  it('forgets a user deactivated or renamed by hand before the next request', async () => {
    const user = await t.createUser();
    const session = await t.loginAs(user);
    expect((await me(t.app, session)).json().username).toBe(user.username);
    await t.db.execute(
      sql`update users set username = ${`${user.username}-x`} where id = ${user.id}`,
    );
    expect((await me(t.app, session)).json().username).toBe(`${user.username}-x`);
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await me(t.app, session)).statusCode).toBe(401);
  });
});

function fakeChanges() {
  const listeners = new Set<() => void>();
  let live = true;
  const changes: SessionChanges = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    live: () => live,
    close: async () => undefined,
  };
  return {
    changes,
    announce: () => listeners.forEach((listener) => listener()),
    setLive: (value: boolean) => (live = value),
  };
}

describe('createSessionCache', () => {
  const user = { id: 1, username: 'u', role: 'cashier' as const, agent_id: 2, cashier_id: 3 };

  it('answers from memory until a change is announced or the answer is too old', async () => {
    const feed = fakeChanges();
    let now = 0;
    const cache = createSessionCache(feed.changes, {
      ttlMs: 1000,
      maxEntries: 10,
      clock: () => now,
    });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return user;
    };
    await cache.get(1, 's', load);
    await cache.get(1, 's', load);
    expect(loads).toBe(1);
    await cache.get(1, 'other-sign-in', load);
    expect(loads).toBe(2);
    feed.announce();
    await cache.get(1, 's', load);
    expect(loads).toBe(3);
    now = 1001;
    await cache.get(1, 's', load);
    expect(loads).toBe(4);
  });

  it('does not keep an answer read before a change that came while it was read', async () => {
    const feed = fakeChanges();
    const cache = createSessionCache(feed.changes, { ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    await cache.get(1, 's', async () => {
      loads += 1;
      feed.announce(); // the session ended while its old state was on the way
      return user;
    });
    await cache.get(1, 's', async () => {
      loads += 1;
      return null;
    });
    expect(loads).toBe(2);
  });

  it('asks the database every time while changes cannot be heard, and never keeps a refusal', async () => {
    const feed = fakeChanges();
    const cache = createSessionCache(feed.changes, { ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads < 3 ? user : null;
    };
    feed.setLive(false);
    await cache.get(1, 's', load);
    await cache.get(1, 's', load);
    expect(loads).toBe(2);
    feed.setLive(true);
    expect(await cache.get(1, 's', load)).toBeNull();
    expect(await cache.get(1, 's', load)).toBeNull();
    expect(loads).toBe(4);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = createSessionCache(fakeChanges().changes, { ttlMs: 60_000, maxEntries: 2 });
    for (const sid of ['a', 'b', 'c']) await cache.get(1, sid, async () => user);
    expect(cache.size).toBe(2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  let persistent: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let adminClient: pg.Client;
  beforeAll(async () => {
    persistent = await createPersistentTestDatabase();
    a = await createTestApp({ database: await persistent.open() });
    bDatabase = await persistent.open();
    b = await buildApp({ database: bDatabase, jwtSecret: a.jwtSecret, logLevel: false });
    adminClient = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await adminClient.connect();
  });
  afterAll(async () => {
    await adminClient?.end();
    await b?.close();
    await bDatabase?.close();
    await a?.close();
    await persistent?.dispose();
  });

  const poll = { timeout: 2_000, interval: 10 };
  const databaseName = async () => {
    const [row] = await queryRows<{ name: string }>(a.db, sql`select current_database() as name`);
    return row!.name;
  };

  it('ends a session here when another instance logs it out', async () => {
    const session = await a.loginAs(await a.createUser());
    expect((await me(a.app, session)).statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(200);
    const logout = await call(b, 'POST', '/api/v1/auth/logout/', {
      body: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(401);
    await expect.poll(async () => (await me(a.app, session)).statusCode, poll).toBe(401);
  });

  it('ends a session on every instance when the user is deactivated by hand', async () => {
    const user = await a.createUser();
    const session = await a.loginAs(user);
    expect((await me(a.app, session)).statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(200);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = await databaseName();
    url.pathname = `/${name}`;
    const byHand = new pg.Client({ connectionString: url.toString() });
    await byHand.connect();
    try {
      await byHand.query('update users set is_active = false where id = $1', [user.id]);
    } finally {
      await byHand.end();
    }
    await expect.poll(async () => (await me(a.app, session)).statusCode, poll).toBe(401);
    await expect.poll(async () => (await me(b, session)).statusCode, poll).toBe(401);
  });

  it('asks the database on every request while its LISTEN connection is down', async () => {
    const user = await a.createUser();
    const session = await a.loginAs(user);
    expect((await me(a.app, session)).statusCode).toBe(200);
    const name = await databaseName();
    await adminClient.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
      [name, SESSION_LISTENER_APPLICATION_NAME],
    );
    await expect.poll(() => a.database.sessionChanges?.live(), poll).toBe(false);
    // Changed where no notification is sent (triggers off for this session): only the database knows.
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set is_active = false where id = ${user.id}`);
    });
    expect((await me(a.app, session)).statusCode).toBe(401);
    await expect
      .poll(() => a.database.sessionChanges?.live(), { ...poll, timeout: 5_000 })
      .toBe(true);
  });
});
