import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { createTestApp } from '../../tests/support/test-app';
import { openDatabase } from '../db/client';
import { writeControlFile } from '../db/control-file';
import { agents } from '../db/schema';
import { restore } from './backup';
import { checkLedger } from '../ledger/ledger-check';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Asynchronous: the server the command talks to runs in this process.
const runCli = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `server/commands/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
const work = mkdtempSync(join(tmpdir(), 'bingo-backup-'));
afterEach(() => rmSync(work, { recursive: true, force: true }));

const balanceOf = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], agentId: number) =>
  (await db.select().from(agents).where(eq(agents.id, agentId)))[0]?.balanceCents;

const adminUrl = process.env.TEST_DATABASE_URL;

// The PostgreSQL run (TEST_DATABASE_URL) tests pg_dump below; the embedded path ran in `npm test`.
describe.skipIf(Boolean(adminUrl))('backup and restore of the embedded database', () => {
  it('backs up while the server runs and money moves, and restores a folder whose ledger checks', async () => {
    const dataDir = join(work, 'data');
    const t = await createTestApp({
      database: await openDatabase({ dataDir }),
      controlToken: 'test-control-token',
    });
    let agentId = 0;
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      writeControlFile(dataDir, { pid: process.pid, url: address, token: 'test-control-token' });
      const admin = await t.loginAs(await t.createUser({ role: 'admin' }));
      const agent = await t.createUser({ role: 'agent', balance: 100 });
      agentId = agent.agentId!;
      const deposit = () =>
        call(t.app, 'POST', `/api/v1/admin/agents/${agentId}/deposit/`, {
          as: admin,
          body: { amount: 1.25 },
        });
      // Deposits keep landing while the backup CLI asks the running server for its dump.
      const moving = Promise.all(Array.from({ length: 5 }, deposit));
      const cli = await runCli('backup-cli.ts', [join(work, 'backup.tar.gz')], {
        BINGO_DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(cli.stderr).toBe('');
      expect(cli.stdout).toContain('taken by the running server');
      await moving;
      // A deposit after the backup: the restore must not have it.
      expect((await deposit()).statusCode).toBe(200);
    } finally {
      await t.close();
    }

    const report = await restore({ dataDir }, join(work, 'backup.tar.gz'));
    expect(report.ledger).toEqual([]);
    expect(report.previous && existsSync(report.previous)).toBeTruthy();
    const restored = await openDatabase({ dataDir });
    try {
      expect(await checkLedger(restored.db)).toEqual([]);
      const cents = Number(await balanceOf(restored.db, agentId));
      // 100.00 opening plus the deposits that committed before the dump (0 to 5 of them).
      expect((cents - 10_000) % 125).toBe(0);
      expect(cents).toBeLessThanOrEqual(10_000 + 5 * 125);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore over a folder a server is using', async () => {
    const dataDir = join(work, 'busy');
    const database = await openDatabase({ dataDir });
    try {
      await expect(restore({ dataDir }, join(work, 'none.tar.gz'))).rejects.toThrow(/in use/);
    } finally {
      await database.close();
    }
  }, 60_000);
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

// Needs a PostgreSQL server (TEST_DATABASE_URL) and its client tools (pg_dump, pg_restore).
describe.runIf(Boolean(adminUrl) && hasPgDump)('backup and restore on PostgreSQL', () => {
  const databases: string[] = [];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  afterEach(async () => {
    for (const name of databases.splice(0))
      await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores a pg_dump archive into another database whose ledger checks', async () => {
    const source = `bingo_backup_${randomBytes(5).toString('hex')}`;
    const target = `${source}_restored`;
    databases.push(source, target);
    await admin(`create database ${source}`);
    await admin(`create database ${target}`);
    const t = await createTestApp({ database: await openDatabase({ databaseUrl: urlOf(source) }) });
    const agentId = await t
      .createUser({ role: 'agent', balance: 42.5 })
      .then((agent) => agent.agentId!)
      .finally(() => t.close());
    const file = join(work, 'backup.dump');
    await runCli('backup-cli.ts', [file], { DATABASE_URL: urlOf(source) });
    const report = await restore({ databaseUrl: urlOf(target), dataDir: '' }, file);
    expect(report.ledger).toEqual([]);
    const restored = await openDatabase({ databaseUrl: urlOf(target) });
    try {
      expect(await balanceOf(restored.db, agentId)).toBe(4250n);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
