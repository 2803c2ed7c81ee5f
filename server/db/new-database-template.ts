import { writeFileSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client';

/**
 * Where `npm run build` (scripts/build-server.mjs) keeps a migrated, empty embedded database, built
 * with the same PGlite and migrations as the server beside it. A hall's first start copies it
 * instead of running initdb and every migration inside WebAssembly (decision 036).
 */
export const NEW_DATABASE_TEMPLATE = fileURLToPath(
  new URL('../../dist-server/new-database.tar', import.meta.url),
);

/** Writes a migrated, empty database to `path` (aside, then renamed: never half a file). */
export async function writeNewDatabaseTemplate(path: string): Promise<void> {
  const database = await openDatabase({ inMemory: true });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await database.close();
  }
}
