import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface Started<T> {
  child: ChildProcess;
  ready: T;
  /** Output the process printed, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` (plain `node` for a `.mjs` script) and resolves with the JSON of its first `<marker> {...}` line
 * (the bench server's BENCH-READY); rejects if it exits or stays silent for timeoutMs.
 */
export function startProcess<T>(
  script: string,
  env: Record<string, string | undefined>,
  { marker = 'BENCH-READY', timeoutMs = 120_000, args = [] as string[] } = {},
): Promise<Started<T>> {
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the processes a benchmark starts.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} was not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith(`${marker} `));
      if (!line) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        child,
        ready: JSON.parse(line.slice(marker.length + 1)) as T,
        output: () => output,
        stop,
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

export interface Staff {
  username: string;
  password: string;
  userId: number;
  agentId: number | null;
  cashierId: number | null;
}

export interface BenchServerReady {
  port: number;
  agent: Staff;
  cashier: Staff;
  shopId: number;
  driver: 'pglite' | 'postgres';
}

export function startBenchServer(
  env: Record<string, string>,
  extra: Record<string, string | undefined> = {},
): Promise<Started<BenchServerReady>> {
  return startProcess<BenchServerReady>('tests/bench/lib/bench-server.ts', { ...env, ...extra });
}

export interface BareServerReady {
  port: number;
}

/** A bare Fastify with constant answers: the framework's own limit. */
export function startBareServer(): Promise<Started<BareServerReady>> {
  return startProcess<BareServerReady>('tests/bench/lib/bare-server.mjs', {});
}

/** POST/GET JSON against a started server; throws on a non-2xx answer. */
export async function api<T>(
  port: number,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function login(port: number, user: Pick<Staff, 'username' | 'password'>) {
  return api<{ access: string }>(port, 'POST', '/api/v1/auth/login/', {
    body: { username: user.username, password: user.password },
  }).then((answer) => answer.access);
}

/** The bench cashier signs in and starts a game of cards 1 to `cards` (10 at 10.00) in its shop. */
export async function startBenchGame(ready: BenchServerReady, cards = 10) {
  const token = await login(ready.port, ready.cashier);
  const { game_id: gameId } = await api<{ game_id: number }>(
    ready.port,
    'POST',
    '/api/v1/cashiers/play_game/',
    {
      token,
      body: {
        amount: cards * 10,
        cards: Array.from({ length: cards }, (_, i) => i + 1),
        card_value: 10,
        shop_id: ready.shopId,
      },
    },
  );
  return { token, gameId };
}

/** The bench server's CPU time so far (user + system, `/__bench/cpu`), in milliseconds. */
export async function serverCpuMs(port: number): Promise<number> {
  const { user, system } = await api<{ user: number; system: number }>(port, 'GET', '/__bench/cpu');
  return (user + system) / 1000;
}
