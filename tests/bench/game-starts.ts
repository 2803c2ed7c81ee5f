/**
 * Game starts per second on one cashier account (each one: fee from the balance, draw order,
 * commitment, game row, ledger and log, in one transaction), sequential and with 10 concurrent
 * clients, over HTTP from this process. Baseline: a raw client (`pg`, or PGlite on the same data
 * folder) replaying exactly the statements one start sent, captured from the app, with the same
 * concurrency. Targets on PostgreSQL with 10 concurrent (issue 26): >= 200 starts/s and >= 60% of the
 * raw client. A shop runs one game at
 * a time (decision 029): each start has a shop of its own, created before the clock runs.
 * Run: node --import tsx tests/bench/game-starts.ts [seconds]
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import pg from 'pg';
import { cardGrid, cardsUrl } from '../support/cards';
import { benchDatabases, type BenchDatabase } from './lib/databases';
import { formatCount, formatPercent, reportFigure } from './lib/figures';
import { api, login, startBenchServer } from './lib/processes';
import { replayStatements, type CapturedStatement } from './lib/sql-capture';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 5);
const CONCURRENT = 10;
const TARGET_POSTGRES = 200;
const TARGET_SHARE = 0.6;
/** Shops made ready per second of each timed run: more than any start rate seen so far. */
const SHOPS_PER_SECOND = 600;

/** How many times `once` completes in `seconds` with `workers` loops running it side by side. */
async function ratePerSecond(workers: number, once: (worker: number) => Promise<void>) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        await once(worker);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function appRates(database: BenchDatabase) {
  const server = await startBenchServer(database.env);
  try {
    const { port, shopId } = server.ready;
    const token = await login(port, server.ready.cashier);
    const cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // A cashier's shop names are unique.
    let shopsMade = 0;
    const createShop = () =>
      api<{ shop: { id: number } }>(port, 'POST', '/api/v1/cashiers/create_shop/', {
        body: { name: `Bench shop ${(shopsMade += 1)}` },
        token,
      }).then((answer) => answer.shop.id);
    // Ids are remapped on replay, so the captured start's shop, card set and game must not share
    // one: 20 shops the starts never use shift the shop ids, a quick-mode set in 10 of them the
    // card set ids.
    const spare = await Promise.all(Array.from({ length: 20 }, createShop));
    for (const id of spare.slice(0, 10))
      await api(port, 'POST', cardsUrl(id, 'quick'), {
        body: { card_number: 1, name: 'Card 1', grid: cardGrid(1, 'quick') },
        token,
      });
    const shops: number[] = [shopId];
    const wanted = 40 + 2 * seconds * SHOPS_PER_SECOND;
    while (shops.length < wanted)
      shops.push(...(await Promise.all(Array.from({ length: 20 }, createShop))));
    // A pool run dry (a faster machine) makes its shop inside the timed start.
    const nextShop = () => shops.shift() ?? createShop();
    const start = async (shopId?: number) => {
      const body = { amount: 100, cards, card_value: 10, shop_id: shopId ?? (await nextShop()) };
      await api(port, 'POST', '/api/v1/cashiers/play_game/', { body, token });
    };
    // Warm up, and make the captured game's id unlike any other parameter (ids are remapped).
    for (let i = 0; i < 36; i++) await start();
    const capturedShop = await nextShop();
    await api(port, 'POST', '/__bench/capture/start');
    await start(capturedShop);
    const { statements } = await api<{ statements: CapturedStatement[] }>(
      port,
      'POST',
      '/__bench/capture/stop',
    );
    const sequential = await ratePerSecond(1, () => start());
    const concurrent = await ratePerSecond(CONCURRENT, () => start());
    return {
      sequential,
      concurrent,
      statements,
      capturedShop,
      cashierId: server.ready.cashier.cashierId,
    };
  } catch (error) {
    // The app's own log says why a call failed.
    console.error(server.output().split('\n').slice(-20).join('\n'));
    throw error;
  } finally {
    await server.stop();
  }
}

/** Shops a raw replay may start in, made with plain SQL before the clock runs. */
const RAW_SHOPS_PER_SECOND = 4000;
const RAW_SHOPS = `insert into shops (cashier_id, name)
  select $1, 'Raw shop ' || g from generate_series(1, $2) as g returning id`;

/**
 * The raw client replays the captured start's statements, each time in a fresh shop of its own
 * (the app opens that shop's shift, card set and next seed as it did for the captured start).
 */
async function rawRates(database: BenchDatabase, app: Awaited<ReturnType<typeof appRates>>) {
  const { statements, capturedShop, cashierId } = app;
  const count = Math.ceil(seconds * RAW_SHOPS_PER_SECOND);
  const freshShops = (rows: { id: number | string }[]) => rows.map((row) => String(row.id));
  const inShop = (shops: string[]) => () => {
    const shop = shops.shift();
    if (shop === undefined)
      throw new Error('the raw replay ran out of fresh shops: raise RAW_SHOPS_PER_SECOND');
    return new Map([[String(capturedShop), shop]]);
  };
  if (database.url) {
    const clients = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      }),
    );
    try {
      const shop = inShop(
        freshShops((await clients[0]!.query(RAW_SHOPS, [cashierId, count])).rows),
      );
      const replay = (worker: number) =>
        replayStatements(
          statements,
          (text, params) => clients[worker]!.query(text, params),
          shop(),
        );
      return {
        sequential: await ratePerSecond(1, replay),
        concurrent: await ratePerSecond(CONCURRENT, replay),
      };
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  }
  // PGlite has one connection: concurrent replays queue for it, as the app's requests do.
  const client = await PGlite.create(database.dataDir!, { extensions: PGLITE_EXTENSIONS });
  try {
    const rows = (await client.query<{ id: number }>(RAW_SHOPS, [cashierId, count])).rows;
    const shop = inShop(freshShops(rows));
    const body = statements.filter((s) => s.text !== 'begin' && s.text !== 'commit');
    const replay = () =>
      client.transaction((tx) =>
        replayStatements(body, (text, params) => tx.query(text, params), shop()),
      );
    return {
      sequential: await ratePerSecond(1, replay),
      concurrent: await ratePerSecond(CONCURRENT, replay),
    };
  } finally {
    await client.close();
  }
}

for await (const database of benchDatabases()) {
  const app = await appRates(database);
  const raw = await rawRates(database, app);
  const label = `${database.label}, ${app.statements.length} statements`;
  for (const [kind, ours, theirs] of [
    ['sequential', app.sequential, raw.sequential],
    [`${CONCURRENT} concurrent`, app.concurrent, raw.concurrent],
  ] as const) {
    const withTarget = database.label === 'PostgreSQL' && kind !== 'sequential';
    reportFigure({
      figure: `game starts/s, one account, ${kind} (${label})`,
      value: formatCount(ours),
      baseline: `raw client ${formatCount(theirs)}`,
      ratio: formatPercent(ours / theirs),
      target: withTarget ? `>= ${TARGET_POSTGRES}/s, >= ${TARGET_SHARE * 100}%` : '-',
      met: withTarget ? ours >= TARGET_POSTGRES && ours / theirs >= TARGET_SHARE : null,
    });
  }
}
