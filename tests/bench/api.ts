/**
 * API throughput next to the framework's own limit: `GET /api/v1/auth/balance/` (a token check
 * and one indexed read) and `/healthz`, each against a bare Fastify route with a constant answer,
 * loaded the same way (autocannon, 10 keep-alive connections) from this process.
 * Targets: balance at >= 35% of bare on PostgreSQL, >= 20% on PGlite. On PGlite also the API's own
 * cost: the balance call against the raw PGlite baseline, the same statements (captured from one
 * call) run in this process with no HTTP, 10 at a time on the same data folder once the app has
 * stopped. Target (issue 26) >= 50%. On PostgreSQL the same baseline with node-postgres: the captured
 * statements (named prepared statements stay named, as the app prepares them) on 10 connections of
 * its own, from this process, in each round after the app's load. Target (issue 42) >= 50%.
 * Each pair is measured in 3 rounds and the round of the median ratio reported.
 * Run: node --import tsx tests/bench/api.ts [seconds]
 */
import { benchDatabases } from './lib/databases';
import { formatCount, formatMs, formatPercent, formatRatio, reportFigure } from './lib/figures';
import { loadUrl, type LoadResult } from './lib/load';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { api, login, serverCpuMs, startBareServer, startBenchServer } from './lib/processes';
import type { CapturedStatement } from './lib/sql-capture';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ROUNDS = 3;

/** The bare server's CPU time so far (user + system), in milliseconds. */
async function bareCpuMs(port: number): Promise<number> {
  const { user, system } = await api<{ user: number; system: number }>(port, 'GET', '/bare/cpu');
  return (user + system) / 1000;
}

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
async function rawPgRate(
  url: string,
  statements: CapturedStatement[],
  forSeconds: number,
): Promise<number> {
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
    const deadline = performance.now() + forSeconds * 1000;
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
    let rawRate: number | undefined;
    let balanceStatements: CapturedStatement[] = [];
    try {
      const { port } = server.ready;
      const token = await login(port, server.ready.cashier);
      const roundSeconds = Math.max(1, Math.round(seconds / 2));
      const ours = (path: string, headers: Record<string, string> = {}) =>
        loadUrl(`http://127.0.0.1:${port}${path}`, { seconds: roundSeconds, headers });
      const theirs = (path: string) =>
        loadUrl(`http://127.0.0.1:${bare.ready.port}${path}`, { seconds: roundSeconds });
      const cpuMs = { ours: () => serverCpuMs(port), theirs: () => bareCpuMs(bare.ready.port) };

      // Rounds of bare, then ours, for each route: a busy moment of a shared machine falls on
      // both sides alike; the median round (by ratio) is reported.
      const rounds: Record<'balance' | 'health', { bare: LoadResult; ours: LoadResult }[]> = {
        balance: [],
        health: [],
      };
      const healthCpu = { ours: 0, bare: 0, oursRequests: 0, bareRequests: 0 };
      // The statements of one call, captured once the server has answered a few.
      for (let i = 0; i < 3; i++) await api(port, 'GET', '/api/v1/auth/balance/', { token });
      await api(port, 'POST', '/__bench/capture/start');
      await api(port, 'GET', '/api/v1/auth/balance/', { token });
      ({ statements: balanceStatements } = await api<{ statements: CapturedStatement[] }>(
        port,
        'POST',
        '/__bench/capture/stop',
      ));
      if (balanceStatements.length === 0) throw new Error('the balance call sent no statement');
      // On PostgreSQL the raw driver runs in each round too (PGlite's folder is the app's now).
      const rawRounds: { ours: number; raw: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const bareBalance = await theirs('/bare/balance');
        const balance = await ours('/api/v1/auth/balance/', { authorization: `JWT ${token}` });
        if (balance.non2xx || balance.errors)
          throw new Error(`balance answered ${balance.statuses} (${balance.errors} errors)`);
        rounds.balance.push({ bare: bareBalance, ours: balance });
        if (database.url)
          rawRounds.push({
            ours: balance.requestsPerSecond,
            raw: await rawPgRate(database.url, balanceStatements, roundSeconds),
          });
        let before = await cpuMs.theirs();
        const bareHealth = await theirs('/bare/healthz');
        healthCpu.bare += (await cpuMs.theirs()) - before;
        healthCpu.bareRequests += bareHealth.answered;
        before = await cpuMs.ours();
        const health = await ours('/healthz');
        healthCpu.ours += (await cpuMs.ours()) - before;
        healthCpu.oursRequests += health.answered;
        rounds.health.push({ bare: bareHealth, ours: health });
      }
      const median = (pairs: { bare: LoadResult; ours: LoadResult }[]) =>
        [...pairs].sort(
          (a, b) =>
            a.ours.requestsPerSecond / a.bare.requestsPerSecond -
            b.ours.requestsPerSecond / b.bare.requestsPerSecond,
        )[Math.floor(pairs.length / 2)]!;

      const { bare: bareBalance, ours: balance } = median(rounds.balance);
      balanceRate = balance.requestsPerSecond;
      if (rawRounds.length > 0) {
        const sorted = [...rawRounds].sort((a, b) => a.ours / a.raw - b.ours / b.raw);
        ({ ours: balanceRate, raw: rawRate } = sorted[Math.floor(sorted.length / 2)]!);
      }
      const share = balance.requestsPerSecond / bareBalance.requestsPerSecond;
      const target = database.label === 'PostgreSQL' ? 0.35 : 0.2;
      reportFigure({
        figure: `GET /auth/balance/ req/s (${database.label}, median of ${ROUNDS} rounds)`,
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

      const { bare: bareHealth, ours: health } = median(rounds.health);
      const healthShare = health.requestsPerSecond / bareHealth.requestsPerSecond;
      reportFigure({
        figure: `GET /healthz req/s, framework overhead (${database.label}, median of ${ROUNDS} rounds)`,
        value: formatCount(health.requestsPerSecond),
        baseline: `bare Fastify ${formatCount(bareHealth.requestsPerSecond)}`,
        ratio: formatPercent(healthShare),
        target: '>= 90%',
        met: healthShare >= 0.9,
      });
      // CPU time per request moves far less with the machine's other loads than a rate does.
      const oursUs = (healthCpu.ours * 1000) / healthCpu.oursRequests;
      const bareUs = (healthCpu.bare * 1000) / healthCpu.bareRequests;
      reportFigure({
        figure: `GET /healthz server CPU per request (${database.label})`,
        value: `${oursUs.toFixed(1)} us`,
        baseline: `bare Fastify ${bareUs.toFixed(1)} us`,
        ratio: formatPercent(bareUs / oursUs),
        target: '>= 90%',
        met: bareUs / oursUs >= 0.9,
      });
    } finally {
      await server.stop();
    }
    const raw = rawRate ?? (await rawPgliteRate(database.dataDir!, balanceStatements));
    reportFigure({
      figure: `GET /auth/balance/ req/s vs its SQL alone (${database.label}, ${balanceStatements.length} statements)`,
      value: formatCount(balanceRate),
      baseline: `raw ${database.url ? 'node-postgres' : 'PGlite'}, same statements ${formatCount(raw)}`,
      // On PostgreSQL the round of the median ratio: its balance rate may differ from the figure above.
      ratio: formatPercent(balanceRate / raw),
      target: '>= 50%',
      met: balanceRate / raw >= 0.5,
    });
  }
} finally {
  await bare.stop();
}
