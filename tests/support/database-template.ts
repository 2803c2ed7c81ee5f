import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client';
import { withClient } from './scratch-postgres';

/**
 * Migrating a database costs seconds; copying a migrated one costs a fraction. Every test database
 * is a copy of one template per migration set: a PGlite data-folder dump in the temp folder, or a
 * PostgreSQL template database. Both are named by a hash of the migrations (and the PGlite
 * version), so a changed migration builds a new template and an old one is never used.
 */

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
// Its version is part of the template's name: a dump is only read by the PGlite that wrote it.
const pglitePackageJson = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  hash.update(readFileSync(pglitePackageJson));
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data folder as an uncompressed tar, built once per migration set. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= loadOrBuildPgliteDump();
  return pgliteDump;
}

async function loadOrBuildPgliteDump(): Promise<Blob> {
  const path = join(tmpdir(), `bingo-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const database = await openDatabase({ inMemory: true });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: parallel test workers never read half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  } finally {
    await database.close();
  }
}

const templateNames = new Map<string, Promise<string>>();

/** The name of a migrated template database on adminUrl's server, created once per migration set. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let name = templateNames.get(adminUrl);
  if (!name) {
    name = ensurePostgresTemplate(adminUrl);
    templateNames.set(adminUrl, name);
  }
  return name;
}

async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `bingo_template_${migrationsHash()}`;
  const exists = async () =>
    withClient(adminUrl, async (client) => {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      return (found.rowCount ?? 0) > 0;
    });
  if (await exists()) return name;

  // Built under another name and renamed when complete, so nobody clones a half-migrated one.
  const building = `bingo_template_build_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${building}`));
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.close();
  await withClient(adminUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${name}`);
      // No session may be connected to a template while it is copied: allow none.
      await client.query(`alter database ${name} with is_template true allow_connections false`);
    } catch (error) {
      await client.query(`drop database if exists ${building} with (force)`);
      if (!(await exists())) throw error;
    }
  });
  return name;
}
