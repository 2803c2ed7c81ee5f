import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  withClient,
  type ScratchDatabase,
} from '../../tests/support/scratch-postgres';
import { openListenClient, type ListenClient, type ListenClientOptions } from './listen-client';

const adminUrl = process.env.TEST_DATABASE_URL;
const poll = { timeout: 5_000, interval: 20 };

/** A LISTEN client on its own channel and application_name, recording what it is told. */
async function open(url: string, overrides: Partial<ListenClientOptions> = {}) {
  const name = `listen_test_${randomBytes(4).toString('hex')}`;
  const heard: (string | undefined)[] = [];
  const told: string[] = [];
  const client = await openListenClient({
    databaseUrl: url,
    channel: name,
    applicationName: name,
    reconnect: { initialMs: 20, maxMs: 100 },
    firstConnection: 'required',
    onNotification: (payload) => heard.push(payload),
    onConnected: (reconnected) => told.push(reconnected ? 'reconnected' : 'connected'),
    onLost: () => told.push('lost'),
    onReconnectFailed: (error) => told.push(`failed: ${(error as Error).message}`),
    ...overrides,
  });
  return { client, name, heard, told };
}

describe.skipIf(!adminUrl)('a reconnecting LISTEN client (needs TEST_DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  const opened: ListenClient[] = [];
  const notify = (channel: string, payload: string) =>
    withClient(scratch.url, (c) => c.query('select pg_notify($1, $2)', [channel, payload]));
  const terminate = (applicationName: string) =>
    withClient(scratch.url, (c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and datname = current_database()`,
        [applicationName],
      ),
    );

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
  });
  afterAll(async () => {
    await Promise.all(opened.map((client) => client.close()));
    await scratch?.drop();
  });

  it('hears the notifications of its channel only', async () => {
    const listening = await open(scratch.url);
    opened.push(listening.client);
    expect(listening.client.live()).toBe(true);
    await notify(`${listening.name}_other`, 'elsewhere');
    await notify(listening.name, 'one');
    await notify(listening.name, 'two');
    await expect.poll(() => listening.heard, poll).toEqual(['one', 'two']);
    expect(listening.told).toEqual(['connected']);
  });

  it('reconnects after the server ends its connection, and hears again', async () => {
    const listening = await open(scratch.url);
    opened.push(listening.client);
    const terminated = await terminate(listening.name);
    expect(terminated.rowCount).toBe(1);
    await expect.poll(() => listening.told, poll).toEqual(['connected', 'lost', 'reconnected']);
    expect(listening.client.live()).toBe(true);
    await notify(listening.name, 'after');
    await expect.poll(() => listening.heard, poll).toEqual(['after']);
  });

  it('refuses a connection its check rejects, and retries until one passes', async () => {
    let checks = 0;
    const listening = await open(scratch.url, {
      firstConnection: 'retried',
      async verify() {
        checks += 1;
        if (checks < 3) throw new Error(`check ${checks}`);
      },
    });
    opened.push(listening.client);
    expect(listening.client.live()).toBe(false);
    await expect.poll(() => listening.client.live(), poll).toBe(true);
    expect(listening.told).toEqual(['failed: check 2', 'reconnected']);
    const { rows } = await withClient(scratch.url, (c) =>
      c.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [
        listening.name,
      ]),
    );
    expect(rows[0].n).toBe(1);
  });

  it('rejects when a required first connection fails, and tries no more', async () => {
    const missing = new URL(scratch.url);
    missing.pathname = `/${missing.pathname.slice(1)}_missing`;
    const told: string[] = [];
    await expect(
      open(missing.toString(), { onReconnectFailed: () => told.push('retried') }),
    ).rejects.toThrow(/does not exist/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).toEqual([]);
  });

  it('stays closed: no reconnect once closed', async () => {
    const listening = await open(scratch.url);
    await listening.client.close();
    expect(listening.client.live()).toBe(false);
    await notify(listening.name, 'unheard');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listening.heard).toEqual([]);
    expect(listening.told).toEqual(['connected']);
    const { rows } = await withClient(scratch.url, (c) =>
      c.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [
        listening.name,
      ]),
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(open(scratch.url, { channel: 'x; drop table users' })).rejects.toThrow(
      /Invalid channel name/,
    );
  });
});
