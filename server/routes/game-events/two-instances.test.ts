import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/free-port';
import { startServerProcess, type ServerProcess } from '../../../tests/support/hall-servers';
import { openEventStream, type SseMessage } from '../../../tests/support/event-stream-client';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../../tests/support/scratch-postgres';

// Two real server processes on one PostgreSQL: a draw made through one reaches a stream on the other.
const adminUrl = process.env.TEST_DATABASE_URL;

async function startInstance(databaseUrl: string, env: Record<string, string>) {
  return startServerProcess({
    ...env,
    PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    BINGO_DATA_DIR: dataDir,
    BINGO_WEB_DIST: join(dataDir, 'no-web'),
  });
}

async function api<T>(
  instance: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function login(instance: ServerProcess, username: string, password: string): Promise<string> {
  const body = await api<{ access: string }>(instance, 'POST', '/api/v1/auth/login/', {
    body: { username, password },
  });
  return body.access;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bingo-two-instances-'));
const isEvent = (m: SseMessage) => m.event !== undefined;

describe.skipIf(!adminUrl)(
  'two server instances on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    const instances: ServerProcess[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!);
    });
    afterAll(async () => {
      for (const instance of instances) {
        if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
      }
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('delivers a draw made through instance A to a stream opened on instance B', async () => {
      const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
      const env = {
        BINGO_JWT_SECRET: randomBytes(32).toString('base64url'),
        BINGO_ADMIN_USERNAME: 'admin',
        BINGO_ADMIN_PASSWORD: adminPassword,
      };
      // One after the other: the first applies the migrations and creates the admin.
      const a = await startInstance(scratch.url, env);
      instances.push(a);
      const b = await startInstance(scratch.url, env);
      instances.push(b);

      const adminToken = await login(a, 'admin', adminPassword);
      const agent = await api<{ id: number }>(a, 'POST', '/api/v1/admin/agents/', {
        token: adminToken,
        body: { username: 'agent-two', password: 'agent-password', phone: '0911000000' },
      });
      await api(a, 'POST', `/api/v1/admin/agents/${agent.id}/deposit/`, {
        token: adminToken,
        body: { amount: 1000 },
      });
      const agentToken = await login(a, 'agent-two', 'agent-password');
      await api(a, 'POST', '/api/v1/agents/create_cashier/', {
        token: agentToken,
        body: {
          username: 'cashier-two',
          password: 'cashier-password',
          phone: '0911000001',
          amount_avalaible: 500,
        },
      });
      const cashierToken = await login(a, 'cashier-two', 'cashier-password');
      const started = await api<{ game_id: number }>(a, 'POST', '/api/v1/cashiers/play_game/', {
        token: cashierToken,
        body: { amount: 100 },
      });

      // The TV display's way in: EventSource with ?token=, on the other instance.
      const stream = await openEventStream(
        `${b.url}/api/v1/games/${started.game_id}/events/?token=${cashierToken}`,
      );
      expect(stream.status).toBe(200);
      const snapshot = await stream.next(isEvent);
      expect(snapshot.event).toBe('snapshot');
      expect(JSON.parse(snapshot.data!)).toMatchObject({
        game_id: started.game_id,
        data: { id: started.game_id, called_count: 0 },
      });

      const drawn = await api<{ number: number; called_count: number }>(
        a,
        'POST',
        `/api/v1/games/${started.game_id}/draw/`,
        { token: cashierToken },
      );
      const event = await stream.next(isEvent, 5_000);
      expect(event.event).toBe('draw');
      expect(event.id).toBe(JSON.parse(snapshot.data!).sequence + 1 + '');
      expect(JSON.parse(event.data!)).toMatchObject({
        game_id: started.game_id,
        type: 'draw',
        data: { number: drawn.number, called_count: 1 },
      });

      // Graceful shutdown with the stream still open: both exit 0, and the stream ends.
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      expect([a.child.exitCode, b.child.exitCode]).toEqual([0, 0]);
      await stream.ended;
    }, 240_000);
  },
);
