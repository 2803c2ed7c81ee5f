import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Central and a hall as real server processes on this machine (issue 23), for tests that drive
 * them from outside: started with `node --import tsx server/main.ts`, paired with the hall's CLI.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<void>;
}

/** Starts the server with this environment (PORT required) and waits until it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BINGO_RATE_LIMITS: 'off',
      BINGO_DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** `npm run hall:pair -- <code>` with the hall's environment; answers what it printed. */
export async function pairHallProcess(
  env: Record<string, string>,
  code: string,
): Promise<{ exitCode: number | null; output: string }> {
  const pairing = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/commands/hall-pair-cli.ts', code],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  pairing.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  pairing.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => pairing.once('exit', resolve));
  return { exitCode, output };
}

/** One JSON call to a server's API, with a JWT when given. */
export async function callApi<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function loginApi(base: string, username: string, password: string): Promise<string> {
  const answer = await callApi<{ access: string }>(base, 'POST', '/auth/login/', undefined, {
    username,
    password,
  });
  if (answer.status !== 200) throw new Error(`login ${answer.status}`);
  return answer.body.access;
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * A central server process with an agent (5,000 deposited), its cashier (3,000 passed on) and
 * the cashier's shop: what a hall pairs with.
 */
export async function startCentralWithShop(
  env: Record<string, string>,
  staff: { admin: Credentials; agent: Credentials; cashier: Credentials; shopName: string },
): Promise<{ central: ServerProcess; agentToken: string; shopId: number }> {
  const central = await startServerProcess({ ...env, BINGO_ADMIN_PASSWORD: staff.admin.password });
  const admin = await loginApi(central.url, staff.admin.username, staff.admin.password);
  const made = await callApi<{ id: number }>(central.url, 'POST', '/admin/agents/', admin, {
    ...staff.agent,
    phone: '0911000000',
  });
  await callApi(central.url, 'POST', `/admin/agents/${made.body.id}/deposit/`, admin, {
    amount: 5000,
  });
  const agentToken = await loginApi(central.url, staff.agent.username, staff.agent.password);
  await callApi(central.url, 'POST', '/agents/create_cashier/', agentToken, {
    ...staff.cashier,
    phone: '0911000001',
    amount_avalaible: 3000,
  });
  const cashierToken = await loginApi(central.url, staff.cashier.username, staff.cashier.password);
  const shop = await callApi<{ shop: { id: number } }>(
    central.url,
    'POST',
    '/cashiers/create_shop/',
    cashierToken,
    { name: staff.shopName },
  );
  return { central, agentToken, shopId: shop.body.shop.id };
}
