/**
 * The agent's Cashiers tab at scale (decision 031): 5,000 cashiers of one agent seeded with
 * generate_series, then page 1 and page 100 (page_size 50: the last page, by number and by
 * cursor) and a search of `agents/cashiers/` through the real app, side by side as a ratio.
 * Target: page 100 / page 1 <= 1.5.
 *
 *   node --import tsx tests/bench/staff-list.ts                                # PGlite
 *   node --import tsx tests/bench/staff-list.ts --pg postgres://postgres@127.0.0.1:5432/test
 * With TEST_DATABASE_URL or DATABASE_URL (as `npm run bench` runs it) PGlite, then PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { createStaffUser } from '../../server/commands/create-staff-user';
import { openDatabase, type Database } from '../../server/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres';
import { postgresAdminUrl } from './lib/databases';
import { formatMs, formatRatio, reportFigure } from './lib/figures';

const args = process.argv.slice(2);
const pgIndex = args.indexOf('--pg');
const pgOption = pgIndex >= 0 ? args[pgIndex + 1] : undefined;
const CASHIERS = 5000;
const PAGE_SIZE = 50;

async function seed(database: Database, agentId: number): Promise<void> {
  await database.db.execute(sql`
    with made as (
      insert into users (username, password_hash, role, is_active)
      select 'till-' || lpad(n::text, 5, '0'), 'x', 'cashier', n % 9 <> 0
      from generate_series(1, ${CASHIERS}) n
      returning id, substring(username from '\\d+$')::int as n)
    insert into cashiers (user_id, agent_id, phone, balance_cents)
    select id, ${agentId}, '09' || lpad((n * 37 % 100000)::text, 8, '0'), (n * 7919 % 100000)
    from made`);
  await database.db.execute(sql`analyze`);
}

async function timed(run: () => Promise<void>, rounds = 9): Promise<number> {
  for (let i = 0; i < 2; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function main(pgUrl: string | undefined): Promise<void> {
  let scratch: ScratchDatabase | null = null;
  let database: Database;
  if (pgUrl) {
    scratch = await createScratchDatabase(pgUrl);
    database = await openDatabase({ databaseUrl: scratch.url });
  } else database = await openDatabase({ inMemory: true });
  const engine = pgUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const password = randomBytes(12).toString('hex');
    const agent = await createStaffUser(database.db, {
      username: 'bench-agent',
      password,
      role: 'agent',
    });
    await seed(database, agent.agentId as number);
    const app = await buildApp({
      database,
      jwtSecret: randomBytes(32).toString('base64url'),
      logLevel: false,
      loginRateLimit: false,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { username: 'bench-agent', password },
    });
    const headers = { authorization: `JWT ${login.json().access}` };
    const get = async (query: string) => {
      const url = `/api/v1/agents/cashiers/?page_size=${PAGE_SIZE}&sort=-balance${query}`;
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return response.json() as { results: unknown[]; pagination: { next_cursor: string } };
    };
    const last = await get('&page=100');
    if (last.results.length !== PAGE_SIZE) throw new Error('page 100 is not full');
    const cursor100 = (await get('&page=99')).pagination.next_cursor;

    const page1 = await timed(async () => void (await get('')));
    const page100 = await timed(async () => void (await get('&page=100')));
    const cursor = await timed(async () => void (await get(`&cursor=${cursor100}`)));
    const search = await timed(async () => void (await get('&search=ILL-012')));
    console.log(`staff-list bench: ${engine}, ${CASHIERS.toLocaleString('en')} cashiers`);
    console.log(`  page 1             ${formatMs(page1)}`);
    console.log(`  page 100 (number)  ${formatMs(page100)}`);
    console.log(`  page 100 (cursor)  ${formatMs(cursor)}`);
    console.log(`  search "ILL-012"   ${formatMs(search)}`);
    reportFigure({
      figure: `agents/cashiers/ page 100 by number, 5,000 cashiers (${engine})`,
      value: formatMs(page100),
      baseline: `page 1: ${formatMs(page1)}`,
      ratio: formatRatio(page100 / page1),
      target: 'ratio <= 1.5',
      met: page100 / page1 <= 1.5,
    });
    reportFigure({
      figure: `agents/cashiers/ page 100 by cursor, 5,000 cashiers (${engine})`,
      value: formatMs(cursor),
      baseline: `page 1: ${formatMs(page1)}`,
      ratio: formatRatio(cursor / page1),
      target: 'ratio <= 1.5',
      met: cursor / page1 <= 1.5,
    });
    reportFigure({
      figure: `agents/cashiers/ search, 5,000 cashiers (${engine})`,
      value: formatMs(search),
      baseline: `page 1: ${formatMs(page1)}`,
      ratio: formatRatio(search / page1),
      target: '-',
      met: null,
    });
    await app.close();
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

if (pgOption) await main(pgOption);
else {
  await main(undefined);
  const adminUrl = postgresAdminUrl();
  if (adminUrl) await main(adminUrl);
}
