/**
 * Start-up to ready: `node --import tsx server/main.ts` (what `npm start` runs once the web app is
 * built) until `/readyz` answers 200, cold (a new data folder or database: migrations, first admin)
 * and warm (the same again). Baseline: a bare Fastify started the same way (tsx included).
 * Targets: cold <= 3 s, warm <= 1 s.
 * Login throughput: `POST /api/v1/auth/login/` with a right password (argon2id verify, tokens, a
 * refresh-token row) vs the raw argon2id verify rate of this machine with the same parameters and
 * concurrency. Target >= 80%.
 * Run: node --import tsx tests/bench/startup-login.ts [seconds]
 */
import { spawn } from 'node:child_process';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../../server/auth/passwords';
import { benchDatabases, type BenchDatabase } from './lib/databases';
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
async function timeMainStart(database: BenchDatabase): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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

for await (const database of benchDatabases()) {
  const bareMs = await timeBareStart();
  const cold = await timeMainStart(database);
  const warm = await timeMainStart(database);
  for (const [kind, ms, target] of [
    ['cold', cold, 3000],
    ['warm', warm, 1000],
  ] as const)
    reportFigure({
      figure: `start-up to ready, ${kind} (${database.label})`,
      value: formatMs(ms),
      baseline: `bare Fastify ${formatMs(bareMs)}`,
      ratio: `${(ms / bareMs).toFixed(1)}x`,
      target: `<= ${target / 1000} s`,
      met: ms <= target,
    });

  const server = await startBenchServer(database.env);
  try {
    const { port, cashier } = server.ready;
    const body = JSON.stringify({ username: cashier.username, password: cashier.password });
    const login = await loadUrl(`http://127.0.0.1:${port}/api/v1/auth/login/`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      connections: LOGIN_CONNECTIONS,
      seconds,
    });
    if (login.non2xx || login.errors) throw new Error(`login answered ${login.non2xx} non-2xx`);
    const raw = await rawVerifyRate(LOGIN_CONNECTIONS);
    const share = login.requestsPerSecond / raw;
    reportFigure({
      figure: `logins/s (${database.label})`,
      value: formatCount(login.requestsPerSecond, 1),
      baseline: `raw argon2id verify ${formatCount(raw, 1)}`,
      ratio: formatPercent(share),
      target: '>= 80%',
      met: share >= 0.8,
    });
  } finally {
    await server.stop();
  }
}
