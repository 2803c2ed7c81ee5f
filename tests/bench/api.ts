/**
 * API throughput next to the framework's own limit: `GET /api/v1/auth/balance/` (a token check
 * and one indexed read) and `/healthz`, each against a bare Fastify route with a constant answer,
 * loaded the same way (autocannon, 10 keep-alive connections) from this process.
 * Targets: balance at >= 35% of bare on PostgreSQL, >= 20% on PGlite. On PGlite also the API's own
 * cost: the balance call against the raw PGlite baseline, the same statements (captured from one
 * call) run in this process with no HTTP, 10 at a time on the same data folder once the app has
 * stopped. Target (issue 26) >= 50%. On PostgreSQL the same baseline with node-postgres: the captured
 * statements (named prepared statements stay named, as the app prepares them) on 10 connections of
 * its own, from this process, once the app has stopped. Target (issue 42) >= 50%.
 * Run: node --import tsx tests/bench/api.ts [seconds]
 */
import { benchDatabases } from './lib/databases';
import { formatCount, formatMs, formatPercent, formatRatio, reportFigure } from './lib/figures';
import { loadUrl } from './lib/load';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { api, login, startBareServer, startBenchServer } from './lib/processes';
import type { CapturedStatement } from './lib/sql-capture';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

/** The statements one call sends, replayed on PGlite in this process: calls per second. */
async function rawPgliteRate(dataDir: string, statements: CapturedStatement[]): Promise<number> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          for (const statement of statements) await client.query(statement.text, statement.params);
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await client.close();
  }
}
/** The same statements on node-postgres, 10 connections of its own: calls per second. */
async function rawPgRate(url: string, statements: CapturedStatement[]): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    const callOn = async (client: pg.Client) => {
      for (const { name, text, params } of statements)
        await client.query(name ? { name, text, values: params } : { text, values: params });
    };
    // Warm up as the app was: each connection has prepared its named statements.
    await Promise.all(clients.map(callOn));
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    let done = 0;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          await callOn(client);
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

const bare = await startBareServer();
try {
  for await (const database of benchDatabases()) {
    const server = await startBenchServer(database.env);
    let balanceRate = 0;
    let balanceStatements: CapturedStatement[] = [];
    try {
      const token = await login(server.ready.port, server.ready.cashier);
      const ours = (path: string, headers: Record<string, string> = {}) =>
        loadUrl(`http://127.0.0.1:${server.ready.port}${path}`, { seconds, headers });
      const theirs = (path: string) =>
        loadUrl(`http://127.0.0.1:${bare.ready.port}${path}`, { seconds });

      const bareBalance = await theirs('/bare/balance');
      const balance = await ours('/api/v1/auth/balance/', { authorization: `JWT ${token}` });
      if (balance.non2xx || balance.errors)
        throw new Error(`balance answered ${balance.non2xx} non-2xx`);
      balanceRate = balance.requestsPerSecond;
      const { port } = server.ready;
      await api(port, 'POST', '/__bench/capture/start');
      await api(port, 'GET', '/api/v1/auth/balance/', { token });
      ({ statements: balanceStatements } = await api<{ statements: CapturedStatement[] }>(
        port,
        'POST',
        '/__bench/capture/stop',
      ));
      const share = balance.requestsPerSecond / bareBalance.requestsPerSecond;
      const target = database.label === 'PostgreSQL' ? 0.35 : 0.2;
      reportFigure({
        figure: `GET /auth/balance/ req/s (${database.label})`,
        value: formatCount(balance.requestsPerSecond),
        baseline: `bare Fastify ${formatCount(bareBalance.requestsPerSecond)}`,
        ratio: formatPercent(share),
        target: `>= ${formatPercent(target)}`,
        met: share >= target,
      });
      reportFigure({
        figure: `GET /auth/balance/ p99 (${database.label})`,
        value: formatMs(balance.p99Ms),
        baseline: `bare Fastify ${formatMs(bareBalance.p99Ms)}`,
        ratio: formatRatio(balance.p99Ms / Math.max(bareBalance.p99Ms, 1)),
        target: '-',
        met: null,
      });

      const bareHealth = await theirs('/bare/healthz');
      const health = await ours('/healthz');
      reportFigure({
        figure: `GET /healthz req/s, framework overhead (${database.label})`,
        value: formatCount(health.requestsPerSecond),
        baseline: `bare Fastify ${formatCount(bareHealth.requestsPerSecond)}`,
        ratio: formatPercent(health.requestsPerSecond / bareHealth.requestsPerSecond),
        target: '-',
        met: null,
      });
    } finally {
      await server.stop();
    }
    if (balanceStatements.length === 0) throw new Error('the balance call sent no statement');
    const raw = database.url
      ? await rawPgRate(database.url, balanceStatements)
      : await rawPgliteRate(database.dataDir!, balanceStatements);
    reportFigure({
      figure: `GET /auth/balance/ req/s vs its SQL alone (${database.label}, ${balanceStatements.length} statements)`,
      value: formatCount(balanceRate),
      baseline: `raw ${database.url ? 'node-postgres' : 'PGlite'}, same statements ${formatCount(raw)}`,
      ratio: formatPercent(balanceRate / raw),
      target: '>= 50%',
      met: balanceRate / raw >= 0.5,
    });
  }
} finally {
  await bare.stop();
}
