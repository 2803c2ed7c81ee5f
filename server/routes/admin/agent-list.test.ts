import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent, StaffSort } from '@core/schemas/staff';
import { appForFile } from '../../../tests/support/app-for-file';
import { staffPages } from '../../../tests/support/staff-pages';
import { type Session } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';

const AGENTS = 5000;
let admin: Session;
const t = appForFile({});

beforeAll(async () => {
  admin = await t.signIn({ role: 'admin' });
  // Inserted in bulk with SQL, not through the API: every fifth one deactivated.
  await t.db.execute(sql`
    with made as (
      insert into users (username, password_hash, role, is_active)
      select 'Agent-' || lpad(n::text, 5, '0'), 'x', 'agent', n % 5 <> 0
      from generate_series(1, ${AGENTS}) n
      returning id, substring(username from '\\d+$')::int as n)
    insert into agents (user_id, phone, balance_cents, created_at)
    select id, '07' || lpad((n * 53 % 100000)::text, 8, '0'), (n * 6151 % 50000)::bigint,
      timestamptz '2026-01-01' + (n % 300) * interval '1 minute'
    from made`);
}, 120_000);

const { list, walk } = staffPages<Agent>(t, '/api/v1/admin/agents/', () => admin);

const ORDER: Record<string, string> = {
  username: 'lower(u.username)',
  balance: 'a.balance_cents',
  created: 'a.created_at',
  status: 'u.is_active',
};

async function expectedIds(sort: StaffSort, where = `u.username like 'Agent-%'`) {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql.raw(`select a.id from agents a join users u on u.id = a.user_id where ${where}
      order by ${ORDER[sort.replace('-', '')]} ${direction}, a.id ${direction}`),
  );
  return rows.map((row) => Number(row.id));
}

describe("the admin's 5,000 agents, paged on the server", () => {
  it.each(['-username', 'balance', '-created', 'status'] as const)(
    'sort %s: every agent once, none lost, in order',
    async (sort) => {
      const { rows, count } = await walk({ sort, search: 'agent-' });
      expect(count).toBe(AGENTS);
      expect(new Set(rows.map((row) => row.id)).size).toBe(AGENTS);
      expect(rows.map((row) => row.id)).toEqual(await expectedIds(sort));
      const page100 = await list({ sort, search: 'agent-', page_size: 50, page: 100 });
      expect(page100.results.map((row) => row.id)).toEqual(rows.slice(4950).map((r) => r.id));
    },
    60_000,
  );

  it('searches username and phone and filters by status', async () => {
    const byName = await walk({ search: 'AGENT-0421' });
    expect(byName.rows.map((row) => row.username).sort()).toEqual(
      ['Agent-04210'].concat(Array.from({ length: 9 }, (_, i) => `Agent-0421${i + 1}`)).sort(),
    );
    const byPhone = await walk({ search: '00000053' });
    expect(byPhone.rows.map((row) => row.id)).toEqual(
      await expectedIds('created', `a.phone like '%00000053%'`),
    );
    expect(byPhone.rows.length).toBeGreaterThan(0);
    const inactive = await walk({ status: 'inactive', search: 'agent-', sort: '-balance' });
    expect(inactive.count).toBe(AGENTS / 5);
    expect(inactive.rows.every((row) => !row.is_active)).toBe(true);
    expect(inactive.rows.map((row) => row.id)).toEqual(
      await expectedIds('-balance', `u.username like 'Agent-%' and not u.is_active`),
    );
    const active = await list({ status: 'active', search: 'agent-' });
    expect(active.pagination.count).toBe(AGENTS - AGENTS / 5);
  });
});
