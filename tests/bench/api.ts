/**
 * API throughput next to the framework's own limit: `GET /api/v1/auth/balance/` (a token check
 * and one indexed read) and `/healthz`, each against a bare Fastify route with a constant answer,
 * loaded the same way (autocannon, 10 keep-alive connections) from this process.
 * Targets: balance at >= 35% of bare on PostgreSQL, >= 20% on PGlite.
 * Run: node --import tsx tests/bench/api.ts [seconds]
 */
import { benchDatabases } from './lib/databases';
import { formatCount, formatMs, formatPercent, formatRatio, reportFigure } from './lib/figures';
import { loadUrl } from './lib/load';
import { login, startBareServer, startBenchServer } from './lib/processes';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 5);
const bare = await startBareServer();
try {
  for await (const database of benchDatabases()) {
    const server = await startBenchServer(database.env);
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
  }
} finally {
  await bare.stop();
}
