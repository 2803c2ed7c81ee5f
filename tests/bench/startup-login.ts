/**
 * Start-up to ready: `node dist-server/main.mjs` (what `npm start` runs once the web app and the
 * server are built) until `/readyz` answers 200, cold (a new data folder or database: on PGlite
 * copied from the build's migrated template, then the first admin; the better of 2) and warm (the
 * same again, median of 3). Baseline: a bare Fastify started the same way (plain node, median of 3).
 * Targets: cold <= 4x (issue 26); warm <= 2x on PostgreSQL and <= 4x on PGlite (issue 42). The same
 * starts through tsx (`node --import tsx server/main.ts`, what `npm start` ran before decision 036)
 * are printed beside them.
 * Login throughput: `POST /api/v1/auth/login/` with a right password (argon2id verify, tokens, a
 * refresh-token row) vs the raw argon2id verify rate of this machine with the same parameters and
 * concurrency. Target >= 80%.
 * Run: node --import tsx tests/bench/startup-login.ts [seconds] (BENCH_ONLY=logins: logins only)
 */
import { spawn, spawnSync } from 'node:child_process';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../../server/auth/passwords';
import {
  benchDatabases,
  newPgliteDatabase,
  newPostgresDatabase,
  type BenchDatabase,
} from './lib/databases';
import { formatMs, formatPercent, formatCount, reportFigure } from './lib/figures';
import { loadUrl } from './lib/load';
import { repoRoot, startBareServer, startBenchServer } from './lib/processes';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 5);
const LOGIN_CONNECTIONS = 8;

async function untilReady(port: number): Promise<void> {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Milliseconds from spawning main.ts to its first 200 on /readyz (port from its log line). */
async function timeMainStart(database: BenchDatabase, start: StartCommand): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, START_ARGS[start], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BINGO_ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`main.ts did not start:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`main.ts exited (${code}):\n${output}`)));
  });
  await untilReady(port);
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

type StartCommand = 'bundle' | 'tsx';
const START_ARGS: Record<StartCommand, string[]> = {
  bundle: ['dist-server/main.mjs'],
  tsx: ['--import', 'tsx', 'server/main.ts'],
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A new, empty database of the same kind, for one more cold start. */
async function freshLike(database: BenchDatabase): Promise<BenchDatabase> {
  if (!database.url) return newPgliteDatabase();
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return newPostgresDatabase(adminUrl!);
}

const TEMPLATE = join(repoRoot, 'dist-server', 'new-database.tar');

/**
 * A cold start on a new database. Through tsx it runs as before decision 036: the new-database
 * template is set aside, so PGlite runs initdb and every migration.
 */
async function timeColdStart(database: BenchDatabase, start: StartCommand): Promise<number> {
  const fresh = await freshLike(database);
  const aside = `${TEMPLATE}.aside`;
  if (start === 'tsx') renameSync(TEMPLATE, aside);
  try {
    return await timeMainStart(fresh, start);
  } finally {
    if (start === 'tsx') renameSync(aside, TEMPLATE);
    await fresh.drop();
  }
}

async function timeBareStart(): Promise<number> {
  const started = performance.now();
  const bare = await startBareServer();
  await fetch(`http://127.0.0.1:${bare.ready.port}/bare/healthz`);
  const elapsed = performance.now() - started;
  await bare.stop();
  return elapsed;
}

/** Right-password argon2id verifies per second, `concurrency` at a time, for `seconds`. */
async function rawVerifyRate(concurrency: number): Promise<number> {
  const hash = await hashPassword('bench-password');
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        if (!(await verify(hash, 'bench-password'))) throw new Error('verify failed');
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

// What `npm run build` does for the server (scripts/build-server.mjs), so the bundle is this tree's.
const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot });
if (built.status !== 0) throw new Error(`server build failed:\n${built.stderr.toString()}`);
// BENCH_ONLY=logins measures the logins alone (the starts take minutes on a busy machine).
const startsToo = process.env.BENCH_ONLY !== 'logins';
for await (const database of benchDatabases()) {
  if (startsToo) await measureStarts(database);
  await measureLogins(database);
}

async function measureStarts(database: BenchDatabase): Promise<void> {
  const bare: number[] = [];
  const warm: Record<StartCommand, number[]> = { bundle: [], tsx: [] };
  const cold = { bundle: await timeMainStart(database, 'bundle'), tsx: 0 };
  cold.tsx = await timeColdStart(database, 'tsx');
  const coldAgain = await timeColdStart(database, 'bundle');
  // Interleaved, so a busy moment on a shared machine touches each kind alike.
  for (let round = 0; round < 3; round += 1) {
    bare.push(await timeBareStart());
    warm.bundle.push(await timeMainStart(database, 'bundle'));
    warm.tsx.push(await timeMainStart(database, 'tsx'));
  }
  const bareMs = median(bare);
  for (const [kind, ms, tsxMs, target] of [
    ['cold', Math.min(cold.bundle, coldAgain), cold.tsx, 4],
    ['warm', median(warm.bundle), median(warm.tsx), database.url ? 2 : 4],
  ] as const) {
    reportFigure({
      figure: `start-up to ready, ${kind} (${database.label})`,
      value: formatMs(ms),
      baseline: `bare Fastify ${formatMs(bareMs)}`,
      ratio: `${(ms / bareMs).toFixed(1)}x`,
      target: `<= ${target}x`,
      met: ms <= target * bareMs,
    });
    console.log(
      `start-up ${kind} (${database.label}) through tsx, as before the prebuilt server: ` +
        `${formatMs(tsxMs)} (${(tsxMs / bareMs).toFixed(1)}x)`,
    );
  }
}

async function measureLogins(database: BenchDatabase): Promise<void> {
  const server = await startBenchServer(database.env, {
    BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  try {
    const { port, cashier } = server.ready;
    const body = JSON.stringify({ username: cashier.username, password: cashier.password });
    // 3 rounds, each the logins then the raw verifies: the other loads of a shared machine move
    // from second to second, so the ratio is taken per round and the median round reported.
    const rounds: { logins: number; raw: number }[] = [];
    for (let round = 0; round < 3; round += 1) {
      const login = await loadUrl(`http://127.0.0.1:${port}/api/v1/auth/login/`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        connections: LOGIN_CONNECTIONS,
        seconds,
      });
      if (login.non2xx || login.errors) {
        console.error(server.output().split('\n').slice(-20).join('\n'));
        throw new Error(`logins answered ${login.statuses} (${login.errors} errors)`);
      }
      rounds.push({ logins: login.requestsPerSecond, raw: await rawVerifyRate(LOGIN_CONNECTIONS) });
    }
    rounds.sort((a, b) => a.logins / a.raw - b.logins / b.raw);
    const { logins, raw } = rounds[1]!;
    const share = logins / raw;
    reportFigure({
      figure: `logins/s (${database.label}, median of 3 rounds)`,
      value: formatCount(logins, 1),
      baseline: `raw argon2id verify ${formatCount(raw, 1)}`,
      ratio: formatPercent(share),
      target: '>= 80%',
      met: share >= 0.8,
    });
  } finally {
    await server.stop();
  }
}
