import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { DRIZZLE_PARSERS, forDrizzle } from './pglite-parsers';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { createDurablePglite } from './durable-pglite';
import {
  pgliteSessionChanges,
  poolSessionListening,
  postgresSessionChanges,
  type SessionChanges,
} from './session-changes';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * The embedded database's folder as a gzipped tar, consistent while the app runs (PGlite's
   * dump after a checkpoint, no transaction in between). PostgreSQL is backed up with pg_dump.
   */
  backup?(): Promise<Buffer>;
  /** Announces changes that may end a session (the session check's cache listens). */
  sessionChanges?: SessionChanges;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Defaults to true: every process applies pending migrations at start. */
  migrate?: boolean;
  /** PGlite only: a new database starts as a copy of this dump (tests clone a migrated template). */
  loadDataDir?: Blob;
  /**
   * PGlite only: the file of a migrated empty database (new-database-template.ts). A data folder
   * that holds no database yet starts as a copy of it instead of running initdb and every migration;
   * missing file: the usual way.
   */
  newDatabaseTemplate?: string;
  /**
   * A paired hall's outbox chain key (hex, from its data folder): every session gets it as
   * `hall.outbox_key`, which the outbox trigger chains with (decision 038).
   */
  hallOutboxKey?: string;
  /**
   * PostgreSQL only: how long a request waits for a connection, new or from a full pool, before it
   * fails 503 (default 5 s). Tests give more: they check answers, not a loaded machine's waits.
   */
  poolWaitMs?: number;
}

const OUTBOX_KEY_SETTING = "select set_config('hall.outbox_key', $1, false)";

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Several API instances may start together on one PostgreSQL: migrations run one at a time.
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.migrate ?? true, options)
    : await openPglite(options);
  return database;
}

async function openPostgres(
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

/** The template's contents when dataDir holds no database yet and the template file exists. */
function newDatabaseFor(dataDir: string, options: OpenDatabaseOptions): Blob | undefined {
  const file = options.newDatabaseTemplate;
  if (!file || existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
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
