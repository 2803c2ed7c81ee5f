import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { pgliteTemplate } from '../../tests/support/database-template';
import { freePort } from '../../tests/support/free-port';
import { createStaffUser } from '../commands/create-staff-user';
import { openDatabase } from '../db/client';
import { shops } from '../db/schema';
import { transferCredit } from '../ledger/move-money';

// A real server whose live feeds were opened and dropped all day (issue 37) still ends on SIGTERM
// after its drain delay, not at its shutdown timeout, with feeds still open, one of them a client
// that reads nothing.

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bingo-feeds-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function seed(): Promise<number> {
  // The migrated template, as the restart tests load it: no initdb or migrations to wait for.
  const database = await openDatabase({ dataDir, loadDataDir: await pgliteTemplate() });
  const password = 'feed-password-1';
  const agent = await createStaffUser(database.db, {
    username: 'feed-agent',
    password,
    role: 'agent',
  });
  const cashier = await createStaffUser(database.db, {
    username: 'feed-cashier',
    password,
    role: 'cashier',
    agentId: agent.agentId!,
  });
  await transferCredit(database.db, {
    from: { kind: 'platform' },
    to: { kind: 'cashier', id: cashier.cashierId! },
    amountCents: 100_000n,
    kind: 'deposit',
    reference: 'test',
    userId: null,
  });
  const [shop] = await database.db
    .insert(shops)
    .values({ cashierId: cashier.cashierId!, name: 'Feed Hall', isActive: true })
    .returning({ id: shops.id });
  await database.close();
  return shop!.id;
}

async function json<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Opens a feed; drops it once its first bytes arrive, or at once. */
function openAndDrop(url: string, when: 'first bytes' | 'at once'): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false });
    req.on('error', () => undefined);
    req.on('close', () => resolve());
    req.on('response', (res) => res.once('data', () => req.destroy()));
    req.end();
    if (when === 'at once') setTimeout(() => req.destroy(), 1);
  });
}

it('ends within seconds of SIGTERM after hundreds of feeds came and went', async () => {
  const shopId = await seed();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BINGO_DATA_DIR: dataDir,
      DATABASE_URL: '',
      BINGO_ADMIN_PASSWORD: '',
      BINGO_DRAIN_DELAY_MS: '1000',
      BINGO_SHUTDOWN_TIMEOUT_MS: '20000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    // A cold start compiles the server with tsx: on a busy machine that alone can take a minute.
    for (let tries = 0; ; tries += 1) {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok) break;
      if (tries > 900 || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { access } = await json<{ access: string }>(`${base}/auth/login/`, {
      method: 'POST',
      body: JSON.stringify({ username: 'feed-cashier', password: 'feed-password-1' }),
    });
    const cards = Array.from({ length: 24 }, (_, i) => i + 1);
    const { game_id: gameId } = await json<{ game_id: number }>(`${base}/cashiers/play_game/`, {
      method: 'POST',
      token: access,
      body: JSON.stringify({
        amount: 240,
        cards,
        card_value: 10,
        win_percentage: 80,
        shop_id: shopId,
      }),
    });
    const game = await json<{ verify_token: string }>(`${base}/games/${gameId}/`, {
      token: access,
    });
    const { code } = await json<{ code: string }>(`${base}/displays/pairing_codes/`, {
      method: 'POST',
      token: access,
      body: JSON.stringify({ shop_id: shopId }),
    });
    const tv = await json<{ token: string }>(`${base}/displays/pair/`, {
      method: 'POST',
      body: JSON.stringify({ code, name: 'Hall TV' }),
    });
    const feeds = [
      `${base}/games/${gameId}/events/?token=${access}`,
      `${base}/displays/me/events/?token=${tv.token}`,
      `${base}/public/games/${game.verify_token}/events/`,
    ];
    for (let round = 0; round < 2; round += 1)
      await Promise.all(
        feeds.flatMap((url) =>
          Array.from({ length: 30 }, (_, i) => openAndDrop(url, i % 2 ? 'at once' : 'first bytes')),
        ),
      );
    // Still open at SIGTERM: a reading client on each feed, and one that reads nothing.
    const open = feeds.map((url) => {
      const req = request(url, { agent: false });
      req.on('error', () => undefined);
      req.on('response', (res) => res.resume());
      req.end();
      return req;
    });
    const silent = connect(port, '127.0.0.1');
    silent.on('error', () => undefined);
    silent.write(`GET ${new URL(feeds[2]!).pathname} HTTP/1.1\r\nHost: bingo\r\n\r\n`);
    silent.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The drain delay (1 s) and the close, nowhere near the 20 s timeout.
    expect(Date.now() - signalled).toBeLessThan(5_000);
    open.forEach((req) => req.destroy());
    silent.destroy();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 150_000);
