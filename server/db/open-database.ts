import type { Database, OpenDatabaseOptions } from './client';

/**
 * The embedded database (PGlite), or PostgreSQL when `databaseUrl` is given. Each driver's modules
 * are loaded only when it is the one used: the other's were a tenth of a start's module loading.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(options.databaseUrl, options.migrate ?? true, options);
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(options);
}
