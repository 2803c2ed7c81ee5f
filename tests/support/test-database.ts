import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { pgliteTemplate, postgresTemplate } from './database-template';
import { withClient } from './scratch-postgres';

/**
 * A fresh, migrated database: in-memory PGlite by default; with TEST_DATABASE_URL, a new database
 * with a random name on that PostgreSQL server (shared and never cleaned), dropped on close. Both
 * start as a copy of the migrated template (database-template.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ inMemory: true, loadDataDir: await pgliteTemplate() });

  const { url, drop } = await cloneTemplate(adminUrl);
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

async function cloneTemplate(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresTemplate(adminUrl);
  const name = `bingo_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${template}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** A database that outlives its connections: open it, close it, open it again (a restart). */
export interface PersistentTestDatabase {
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A PGlite data directory, or with TEST_DATABASE_URL a fresh PostgreSQL database. */
export async function createPersistentTestDatabase(): Promise<PersistentTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bingo-restart-'));
    let seeded = false;
    return {
      open: async () => {
        // The first open fills the empty folder from the template; later opens find it there.
        const loadDataDir = seeded ? undefined : await pgliteTemplate();
        seeded = true;
        return openDatabase({ dataDir, loadDataDir });
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await cloneTemplate(adminUrl);
  return { open: () => openDatabase({ databaseUrl: url }), dispose: drop };
}
