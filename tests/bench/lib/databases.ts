import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../support/scratch-postgres';

/** Where a benchmark's app keeps its data: a new PGlite folder or a new PostgreSQL database. */
export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** Environment for the server process (BINGO_DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** Connection string of the PostgreSQL database; undefined on PGlite. */
  url?: string;
  dataDir?: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server to bench against, when one is configured. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export function newPgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'bingo-bench-'));
  return {
    label: 'PGlite',
    env: { BINGO_DATA_DIR: dataDir, DATABASE_URL: '' },
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function newPostgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(adminUrl);
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: scratch.url },
    url: scratch.url,
    drop: scratch.drop,
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL names a server. */
export async function* benchDatabases(): AsyncGenerator<BenchDatabase> {
  const pglite = newPgliteDatabase();
  try {
    yield pglite;
  } finally {
    await pglite.drop();
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return;
  const postgres = await newPostgresDatabase(adminUrl);
  try {
    yield postgres;
  } finally {
    await postgres.drop();
  }
}
