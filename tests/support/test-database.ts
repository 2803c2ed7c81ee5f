import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../server/db/client';
import { pgliteTemplate, postgresTemplate } from './database-template';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres';

/**
 * A fresh, migrated database: in-memory PGlite by default; with TEST_DATABASE_URL, a new database
 * with a random name on that PostgreSQL server (shared and never cleaned), dropped on close. Both
 * start as a copy of the migrated template (database-template.ts).
 */
export async function openTestDatabase(
  options: Pick<OpenDatabaseOptions, 'hallOutboxKey'> = {},
): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return openDatabase({ ...options, inMemory: true, loadDataDir: await pgliteTemplate() });

  const { url, drop } = await cloneTemplate(adminUrl);
  // 200 requests at once on a pool of 10 wait their turn longer than 5 s on a loaded machine (CI
  // runs this pass beside the browser tests): a test checks what they answer, not that wait.
  const database = await openDatabase({ ...options, databaseUrl: url, poolWaitMs: 30_000 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

async function cloneTemplate(adminUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(adminUrl, { template: await postgresTemplate(adminUrl) });
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
