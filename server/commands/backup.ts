import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { openDatabase } from '../db/client';
import { CONTROL_FILE, CONTROL_HEADER, readControlFile } from '../db/control-file';
import { currentHolder, LOCK_FILE } from '../db/data-dir-lock';
import { durableStartParams } from '../db/durable-pglite';
import { checkLedger, type LedgerMismatch } from '../ledger/ledger-check';

export interface BackupTarget {
  /** PostgreSQL: backed up with pg_dump, restored with pg_restore. */
  databaseUrl?: string;
  /** The embedded database's folder. */
  dataDir: string;
}

/** Runs a PostgreSQL client tool; its output goes to ours. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) =>
      fail(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} was not found: install the PostgreSQL client tools`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} exited with code ${code}`)),
    );
  });
}

/** A consistent backup in `file`: a pg_dump archive, or the embedded folder as a tar.gz. */
export async function backup(target: BackupTarget, file: string): Promise<string> {
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
    return 'pg_dump archive';
  }
  const holder = currentHolder(target.dataDir);
  if (holder) {
    writeFileSync(file, await backupFromRunningServer(target.dataDir));
    return `taken by the running server (pid ${holder.pid})`;
  }
  const database = await openDatabase({ dataDir: target.dataDir, migrate: false });
  try {
    writeFileSync(file, await database.backup!());
  } finally {
    await database.close();
  }
  return 'taken from the stopped database folder';
}

async function backupFromRunningServer(dataDir: string): Promise<Buffer> {
  const control = readControlFile(dataDir);
  if (!control)
    throw new Error(
      `A Bingo Hall server holds ${resolve(dataDir)} but does not say how to reach it: stop it, then back up.`,
    );
  const response = await fetch(`${control.url}/internal/backup`, {
    method: 'POST',
    headers: { [CONTROL_HEADER]: control.token },
  });
  if (!response.ok) throw new Error(`The running server refused the backup (${response.status})`);
  return Buffer.from(await response.arrayBuffer());
}

export interface RestoreReport {
  /** Where the folder that was replaced was moved; null when there was none. */
  previous: string | null;
  ledger: LedgerMismatch[];
}

/**
 * Replaces the database with a backup, then opens it (pending migrations run) and checks the
 * ledger. The embedded folder must not be in use; the one it replaces is kept beside it.
 */
export async function restore(target: BackupTarget, file: string): Promise<RestoreReport> {
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return { previous: null, ledger: await ledgerOf({ databaseUrl: target.databaseUrl }) };
  }
  const dataDir = resolve(target.dataDir);
  if (currentHolder(dataDir))
    throw new Error(`${dataDir} is in use by a running Bingo Hall server: stop it first.`);
  const archive = new Blob([await readFile(file)]);
  let previous: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, previous);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    const pg = await PGlite.create({
      dataDir,
      loadDataDir: archive,
      extensions: PGLITE_EXTENSIONS,
      startParams: durableStartParams(),
    });
    await pg.close();
    // The archive holds the lock and control files of the server that took it.
    for (const name of [LOCK_FILE, CONTROL_FILE]) rmSync(resolve(dataDir, name), { force: true });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (previous) renameSync(previous, dataDir);
    throw error;
  }
  return { previous, ledger: await ledgerOf({ dataDir }) };
}

async function ledgerOf(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  try {
    return await checkLedger(database.db);
  } finally {
    await database.close();
  }
}
