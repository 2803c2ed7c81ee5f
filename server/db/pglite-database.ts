import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import {
  migrationsFolder,
  OUTBOX_KEY_SETTING,
  type Database,
  type Db,
  type OpenDatabaseOptions,
} from './client';
import { lockDataDir } from './data-dir-lock';
import { createDurablePglite } from './durable-pglite';
import { DRIZZLE_PARSERS, forDrizzle } from './pglite-parsers';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { pgliteSessionChanges } from './session-changes';

/** The template's contents when dataDir holds no database yet and the template file exists. */
function newDatabaseFor(dataDir: string, options: OpenDatabaseOptions): Blob | undefined {
  const file = options.newDatabaseTemplate;
  if (!file || existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

export async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  const seed = {
    parsers: DRIZZLE_PARSERS,
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  if (options.inMemory) {
    client = await PGlite.create(seed);
  } else {
    const dataDir = options.dataDir ?? process.env.BINGO_DATA_DIR ?? './data';
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    const template = options.loadDataDir ? undefined : newDatabaseFor(dataDir, options);
    try {
      client = await createDurablePglite(
        dataDir,
        template ? { ...seed, loadDataDir: template } : seed,
      );
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const pgliteDb = drizzlePglite(forDrizzle(client), { schema });
  if (options.migrate ?? true) await migratePglite(pgliteDb, { migrationsFolder });
  if (options.hallOutboxKey) await client.query(OUTBOX_KEY_SETTING, [options.hallOutboxKey]);
  const db = pgliteDb as unknown as Db;
  const sessionChanges = await pgliteSessionChanges(client);
  return {
    db,
    driver: 'pglite',
    sessionChanges,
    ping: async () => {
      if (client.closed) throw new Error('Database closed');
      await db.execute(sql`select 1`);
    },
    backup: () =>
      client.transaction(async (tx) => {
        await tx.exec('checkpoint');
        const archive = await client.dumpDataDir('gzip');
        return Buffer.from(await archive.arrayBuffer());
      }),
    close: async () => {
      await sessionChanges.close();
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}
