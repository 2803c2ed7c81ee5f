import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import {
  migrationsFolder,
  OUTBOX_KEY_SETTING,
  type Database,
  type Db,
  type OpenDatabaseOptions,
} from './client';
import { poolSessionListening, postgresSessionChanges } from './session-changes';

// Several API instances may start together on one PostgreSQL: migrations run one at a time.
const MIGRATION_LOCK_KEY = 727_001;

export async function openPostgres(
  databaseUrl: string,
  runMigrations: boolean,
  { hallOutboxKey, poolWaitMs = 5_000 }: Pick<OpenDatabaseOptions, 'hallOutboxKey' | 'poolWaitMs'>,
): Promise<Database> {
  if (runMigrations) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      await client.end();
    }
  }
  const listening = poolSessionListening();
  // A database host that does not answer fails the request after 5 s (503) instead of hanging.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: poolWaitMs,
    onConnect: async (client) => {
      await listening.onConnect(client);
      if (hallOutboxKey) await client.query(OUTBOX_KEY_SETTING, [hallOutboxKey]);
    },
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const sessionChanges = await postgresSessionChanges(databaseUrl, listening);
  let closed = false;
  return {
    db,
    driver: 'postgres',
    sessionChanges,
    ping: async () => {
      if (closed) throw new Error('Database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await sessionChanges.close();
      await pool.end();
    },
  };
}
