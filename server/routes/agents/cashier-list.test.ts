import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cashier, StaffSort } from '@core/schemas/staff';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { staffPages } from '../../../tests/support/staff-pages';
import { type Session, type TestUser } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';

const CASHIERS = 5000;
let agent: TestUser;
let other: TestUser;
let session: Session;
const t = appForFile({});

/** 5,000 cashiers of one agent in one statement each (not through the API), and a few of another. */
async function bulkCashiers(agentId: number, count: number, prefix: string) {
  await t.db.execute(sql`
    with made as (
      insert into users (username, password_hash, role, is_active)
      select ${prefix} || '-' || lpad(n::text, 5, '0'), 'x', 'cashier', n % 7 <> 0
      from generate_series(1, ${count}) n
      returning id, username)
    insert into cashiers (user_id, agent_id, phone, balance_cents, created_at)
    select id, ${agentId}, '09' || lpad((substring(username from '\\d+$')::int * 37 % 100000)::text, 8, '0'),
      (substring(username from '\\d+$')::int * 7919 % 100000)::bigint,
      timestamptz '2026-01-01' + (substring(username from '\\d+$')::int % 500) * interval '1 hour'
    from made`);
}

beforeAll(async () => {
  agent = await t.createUser({ role: 'agent' });
  other = await t.createUser({ role: 'agent' });
  session = await t.loginAs(agent);
  await bulkCashiers(agent.agentId!, CASHIERS, 'Till');
  await bulkCashiers(other.agentId!, 30, 'Rival');
}, 120_000);

const { list, walk } = staffPages<Cashier>(t, '/api/v1/agents/cashiers/', () => session);

const ORDER: Record<string, string> = {
  username: 'lower(u.username)',
  balance: 'c.balance_cents',
  created: 'c.created_at',
  status: 'u.is_active',
};

/** The same list straight from SQL: what the API must answer, in the same order. */
async function expectedIds(sort: StaffSort, where = 'true') {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql.raw(`select c.id from cashiers c join users u on u.id = c.user_id
      where c.agent_id = ${agent.agentId} and ${where}
      order by ${ORDER[sort.replace('-', '')]} ${direction}, c.id ${direction}`),
  );
  return rows.map((row) => Number(row.id));
}

describe('the agent pages its 5,000 cashiers on the server', () => {
  it.each(['username', '-balance', 'created', '-status'] as const)(
    'sort %s: every cashier once, none lost, in order, by cursor',
    async (sort) => {
      const { rows, count } = await walk({ sort });
      const ids = rows.map((row) => row.id);
      expect(count).toBe(CASHIERS);
      expect(new Set(ids).size).toBe(CASHIERS);
      expect(ids).toEqual(await expectedIds(sort));
    },
    60_000,
  );

  it.each(['-username', 'balance', '-created', 'status'] as const)(
    'sort %s: page numbers agree with the cursor walk',
    async (sort) => {
      const expected = await expectedIds(sort);
      const page1 = await list({ sort, page_size: 50 });
      const page100 = await list({ sort, page_size: 50, page: 100 });
      expect(page1.results.map((row) => row.id)).toEqual(expected.slice(0, 50));
      expect(page100.results.map((row) => row.id)).toEqual(expected.slice(4950, 5000));
      expect(page100.pagination).toMatchObject({
        current_page: 100,
        total_pages: 100,
        next: null,
        next_cursor: null,
      });
      const page2 = await list({ sort, page_size: 50, cursor: page1.pagination.next_cursor! });
      expect(page2.pagination.current_page).toBe(2);
      expect(page2.results.map((row) => row.id)).toEqual(expected.slice(50, 100));
    },
  );

  it('searches usernames and phones, any case, anywhere in the text', async () => {
    const byName = await walk({ search: 'tILL-0012' });
    expect(byName.rows.map((row) => row.username).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Till-0012${i}`),
    );
    const [row] = await queryRows<{ phone: string }>(
      t.db,
      sql`select phone from cashiers where agent_id = ${agent.agentId} order by id limit 1 offset 1234`,
    );
    const fragment = row!.phone.slice(3, 9);
    const byPhone = await walk({ search: fragment });
    expect(byPhone.rows.length).toBeGreaterThan(0);
    expect(byPhone.rows.every((cashier) => cashier.phone.includes(fragment))).toBe(true);
    expect(byPhone.rows.map((cashier) => cashier.id)).toEqual(
      await expectedIds('username', `c.phone like '%${fragment}%'`),
    );
    const none = await list({ search: 'no-such-cashier' });
    expect(none.results).toEqual([]);
    expect(none.pagination).toMatchObject({ count: 0, total_pages: 1, next_cursor: null });
    // Wildcards are text, not patterns.
    expect((await list({ search: '%' })).results).toEqual([]);
  });

  it('filters active and inactive cashiers', async () => {
    const active = await walk({ status: 'active', sort: '-balance' });
    const inactive = await walk({ status: 'inactive' });
    expect(active.rows.every((row) => row.is_active)).toBe(true);
    expect(inactive.rows.every((row) => !row.is_active)).toBe(true);
    expect(inactive.count).toBe(Math.floor(CASHIERS / 7));
    expect(active.count + inactive.count).toBe(CASHIERS);
    expect(active.rows.map((row) => row.id)).toEqual(await expectedIds('-balance', 'u.is_active'));
  });

  it("never shows another agent's cashiers, whatever the search", async () => {
    const mine = await walk({ search: 'Rival' });
    expect(mine.rows).toEqual([]);
    const rival = await t.loginAs(other);
    const theirs = await list({ page_size: 100 }, rival);
    expect(theirs.pagination.count).toBe(30);
    expect(theirs.results.every((row) => row.username.startsWith('Rival-'))).toBe(true);
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const asCashier = await t.loginAs(cashier);
    const refused = await call(t.app, 'GET', '/api/v1/agents/cashiers/', { as: asCashier });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a cursor it did not make or made for another sort', async () => {
    const page1 = await list({ sort: 'username' });
    const wrongSort = await call(
      t.app,
      'GET',
      `/api/v1/agents/cashiers/?sort=balance&cursor=${page1.pagination.next_cursor}`,
      { as: session },
    );
    expect(wrongSort.statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify([2, 'balance', ['1 or 1=1', 1]])).toString(
      'base64url',
    );
    const bad = await call(t.app, 'GET', `/api/v1/agents/cashiers/?sort=balance&cursor=${forged}`, {
      as: session,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_cursor');
  });

  it("keeps SPEC's my_cashiers/ answer: the bare list of every cashier", async () => {
    const response = await call(t.app, 'GET', '/api/v1/agents/my_cashiers/', { as: session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(CASHIERS + 1);
  });
});
