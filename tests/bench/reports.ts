/**
 * Reports at scale: seeds games with generate_series (1,000,000 on PostgreSQL, 100,000 on PGlite),
 * then times page 1 and page 1,000 of games/ (by page number and by cursor), page 1 of a search
 * (a shop's name, a cashier's username: "contains", served by pg_trgm indexes), dashboard/ and a
 * CSV export through the real app, and prints the ratio page 1,000 / page 1.
 * Targets (PostgreSQL, 1M games): ratio <= 1.5, dashboard <= 200 ms.
 *
 *   npx tsx tests/bench/reports.ts                              # PGlite, 100,000 games
 *   npx tsx tests/bench/reports.ts --pg postgres://postgres@127.0.0.1:5432/test [--games N]
 *   add --explain to print the plans of the page and dashboard queries
 * With TEST_DATABASE_URL or DATABASE_URL (as `npm run bench` runs it) PGlite, then PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { createStaffUser } from '../../server/commands/create-staff-user';
import { openDatabase, type Database } from '../../server/db/client';
import { queryRows } from '../../server/db/query-rows';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres';
import { postgresAdminUrl } from './lib/databases';
import { formatCount, formatMs, formatRatio, reportFigure } from './lib/figures';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const pgOption = option('--pg');
const gamesOption = option('--games');
const explain = args.includes('--explain');
const AGENTS = 20;
const CASHIERS = 200;
const SHOPS = 400;
const PAGE_SIZE = 20;

/** Staff, shops and games in a few statements; the games' triggers are off, totals rebuilt after. */
async function seed(database: Database, gameCount: number): Promise<void> {
  const db = database.db;
  const run = (query: string) => db.execute(sql.raw(query));
  await run(`insert into users (username, password_hash, role)
    select 'bench-agent-' || i, 'x', 'agent' from generate_series(1, ${AGENTS}) i`);
  await run(`insert into agents (user_id) select id from users where role = 'agent' order by id`);
  await run(`insert into users (username, password_hash, role)
    select 'bench-cashier-' || i, 'x', 'cashier' from generate_series(1, ${CASHIERS}) i`);
  await run(`insert into cashiers (user_id, agent_id)
    select u.id, a.id from (select id, row_number() over (order by id) as n from users
      where role = 'cashier') u
    join (select id, row_number() over (order by id) as n from agents) a
      on a.n = 1 + (u.n - 1) % ${AGENTS}`);
  await run(`insert into shops (cashier_id, name)
    select c.id, 'Shop ' || i from generate_series(1, ${SHOPS}) i
    join (select id, row_number() over (order by id) as n from cashiers) c
      on c.n = 1 + (i - 1) % ${CASHIERS}`);
  await run('alter table games disable trigger user');
  // One game every 30 s back from now (a year at 1M); 1% cancelled, the newest 10 still running.
  await run(`insert into games (cashier_id, agent_id, shop_id, amount_cents, fee_cents, status,
      created_at, completed_at, cards, card_value_cents, prize_cents, commission_cents, draw_order,
      salt, commitment, winner_card, win_type, win_called_count, win_relied_on_manual, called)
    select s.cashier_id, c.agent_id, s.id, x.amount, x.amount / 25, x.status, x.at,
      case when x.status = 'completed' then x.at + interval '12 minutes' end,
      '{1,2,3,4,5,6,7,8,9,10}', x.amount / 10, x.amount * 8 / 10, x.amount - x.amount * 8 / 10,
      '{1,2,3}', '00', 'bench', case when x.status = 'completed' then 7 end,
      case when x.status = 'completed' then 'row' end,
      case when x.status = 'completed' then 40 end,
      case when x.status = 'completed' then false end, '[]'::jsonb
    from (select i, (1000 + (i % 40) * 500)::bigint as amount,
            case when i % 100 = 0 then 'cancelled' when i > ${gameCount} - 10 then 'active'
                 else 'completed' end as status,
            now() - (${gameCount} - i) * interval '30 seconds' as at,
            1 + (i::bigint * 7919) % ${SHOPS} as shop_n
          from generate_series(1, ${gameCount}) i) x
    join (select id, cashier_id, row_number() over (order by id) as n from shops) s
      on s.n = x.shop_n
    join cashiers c on c.id = s.cashier_id`);
  await run('alter table games enable trigger user');
  await run('select rebuild_game_totals()');
  await run('vacuum analyze');
}

async function timed(run: () => Promise<void>, rounds = 7): Promise<number> {
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
  const gameCount = Number(gamesOption ?? (pgUrl ? 1_000_000 : 100_000));
  let scratch: ScratchDatabase | null = null;
  let database: Database;
  if (pgUrl) {
    scratch = await createScratchDatabase(pgUrl);
    database = await openDatabase({ databaseUrl: scratch.url });
  } else database = await openDatabase({ inMemory: true });
  const engine = pgUrl ? 'PostgreSQL' : 'PGlite';
  try {
    console.log(`reports bench: ${engine}, ${gameCount.toLocaleString('en')} games`);
    let start = performance.now();
    await seed(database, gameCount);
    console.log(`  seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const password = randomBytes(12).toString('hex');
    await createStaffUser(database.db, { username: 'bench-admin', password, role: 'admin' });
    const app = await buildApp({
      database,
      jwtSecret: randomBytes(32).toString('base64url'),
      logLevel: false,
      loginRateLimit: false,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { username: 'bench-admin', password },
    });
    const headers = { authorization: `JWT ${login.json().access}` };
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return response;
    };
    const games = (query: string) => `/api/v1/reports/games/?page_size=${PAGE_SIZE}${query}`;
    const cursor1000 = (await get(games('&page=999'))).json().pagination.next_cursor as string;

    const page1 = await timed(async () => void (await get(games(''))));
    const page1000 = await timed(async () => void (await get(games('&page=1000'))));
    const cursor = await timed(async () => void (await get(games(`&cursor=${cursor1000}`))));
    // The search box: a shop name and a cashier's username, each "contains" (pg_trgm indexes).
    const searchShop = await timed(async () => void (await get(games('&search=Shop%20123'))));
    const searchCashier = await timed(async () => void (await get(games('&search=cashier-17'))));
    const dashboard = await timed(async () => void (await get('/api/v1/reports/dashboard/')));
    const agentDashboard = await timed(
      async () => void (await get('/api/v1/reports/dashboard/?agent_id=1')),
    );
    start = performance.now();
    const csv = await get('/api/v1/reports/games/?format=csv');
    const csvMs = performance.now() - start;
    const lines = csv.body.split('\r\n').length - 2;
    if (lines !== gameCount) throw new Error(`CSV has ${lines} games, expected ${gameCount}`);

    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
    console.log(`  games/ page 1                  ${ms(page1)}`);
    console.log(
      `  games/ search a shop, page 1   ${ms(searchShop)}  (page 1 unfiltered ${ms(page1).trim()})`,
    );
    console.log(
      `  games/ search a cashier, page 1 ${ms(searchCashier)}  (page 1 unfiltered ${ms(page1).trim()})`,
    );
    console.log(`  games/ page 1,000 (page=1000)  ${ms(page1000)}`);
    console.log(`  games/ page 1,000 (cursor)     ${ms(cursor)}`);
    console.log(`  dashboard/ (admin, all games)  ${ms(dashboard)}`);
    console.log(`  dashboard/ (one agent)         ${ms(agentDashboard)}`);
    console.log(
      `  CSV export, every game         ${ms(csvMs)}  (${(csv.rawPayload.length / 1e6).toFixed(1)} MB, ${Math.round(gameCount / (csvMs / 1000)).toLocaleString('en')} rows/s)`,
    );
    console.log(
      `ratio page 1,000 / page 1: ${(page1000 / page1).toFixed(2)} by page number, ` +
        `${(cursor / page1).toFixed(2)} by cursor (target <= 1.5)`,
    );
    console.log(`dashboard: ${dashboard.toFixed(1)} ms (target <= 200 ms at 1M on PostgreSQL)`);
    const games1 = `${formatCount(gameCount)} games, ${engine}`;
    const atScale = pgUrl !== undefined && gameCount >= 1_000_000;
    for (const [how, ms] of [
      ['by number', page1000],
      ['by cursor', cursor],
    ] as const)
      reportFigure({
        figure: `reports/games/ page 1,000 ${how} (${games1})`,
        value: formatMs(ms),
        baseline: `page 1: ${formatMs(page1)}`,
        ratio: formatRatio(ms / page1),
        target: atScale ? 'ratio <= 1.5' : '-',
        met: atScale ? ms / page1 <= 1.5 : null,
      });
    reportFigure({
      figure: `reports/dashboard/, all games (${games1})`,
      value: formatMs(dashboard),
      baseline: `games/ page 1: ${formatMs(page1)}`,
      ratio: formatRatio(dashboard / page1),
      target: atScale ? '<= 200 ms' : '-',
      met: atScale ? dashboard <= 200 : null,
    });
    reportFigure({
      figure: `reports/games/ search a shop, page 1 (${games1})`,
      value: formatMs(searchShop),
      baseline: `page 1: ${formatMs(page1)}`,
      ratio: formatRatio(searchShop / page1),
      target: '-',
      met: null,
    });
    reportFigure({
      figure: `reports/games/ CSV export, every game (${games1})`,
      value: `${formatCount(gameCount / (csvMs / 1000))} rows/s`,
      baseline: `games/ page 1: ${formatCount(PAGE_SIZE / (page1 / 1000))} rows/s`,
      ratio: formatRatio((gameCount / csvMs) * (page1 / PAGE_SIZE)),
      target: '-',
      met: null,
    });
    if (explain) await printPlans(database);
    await app.close();
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

async function printPlans(database: Database): Promise<void> {
  const plan = async (title: string, query: string) => {
    const rows = await queryRows<Record<string, string>>(
      database.db,
      sql.raw(`explain (analyze, buffers) ${query}`),
    );
    console.log(`\n${title}\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
  };
  await plan(
    'page 1,000 by number: the keys of the page on the index alone',
    `select g.id from games g order by g.created_at desc, g.id desc offset 19980 limit 20`,
  );
  await plan(
    'all-time figures: game_totals, not games',
    `select status, sum(games), sum(amount_cents) from game_totals t group by status`,
  );
}

if (pgOption) await main(pgOption);
else {
  await main(undefined);
  const adminUrl = postgresAdminUrl();
  if (adminUrl) await main(adminUrl);
}
