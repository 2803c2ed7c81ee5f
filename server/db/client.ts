import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { SessionChanges } from './session-changes';

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

/** Every session of a paired hall gets its outbox chain key (decision 038). */
export const OUTBOX_KEY_SETTING = "select set_config('hall.outbox_key', $1, false)";

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
