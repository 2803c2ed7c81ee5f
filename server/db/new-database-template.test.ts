import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { writeNewDatabaseTemplate } from './new-database-template';

// A hall's first start copies the build's migrated empty database (decision 036).
let dir: string;
let template: string;
let copiedCluster = '';
const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bingo-template-'));
  template = join(dir, 'new-database.tar');
  await writeNewDatabaseTemplate(template);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens a data folder; its applied migrations and its cluster's identifier (initdb makes one). */
async function appliedMigrations(dataDir: string, newDatabaseTemplate: string) {
  const database = await openDatabase({ dataDir, newDatabaseTemplate });
  try {
    const rows = await database.db.execute(
      sql`select (select count(*)::int from drizzle.__drizzle_migrations) as n,
        (select system_identifier::text from pg_control_system()) as cluster`,
    );
    const [row] = (rows as unknown as { rows: { n: number; cluster: string }[] }).rows;
    return { database, applied: row!.n, cluster: row!.cluster };
  } catch (error) {
    await database.close();
    throw error;
  }
}

describe('a new data folder', () => {
  it('starts as a copy of the template, with every migration applied once, and takes writes', async () => {
    const dataDir = join(dir, 'hall-1');
    const { database, applied, cluster } = await appliedMigrations(dataDir, template);
    try {
      expect(applied).toBe(journal.entries.length);
      // Another hall from the same template is the same cluster: a copy, not a new initdb.
      const other = await appliedMigrations(join(dir, 'hall-3'), template);
      await other.database.close();
      expect(other.cluster).toBe(cluster);
      copiedCluster = cluster;
      await database.db.execute(sql`insert into fee_rules (id, min_fee_cents, min_fee_percent)
        values (1, 500, 5) on conflict (id) do update set min_fee_cents = 500`);
    } finally {
      await database.close();
    }
    // A folder that holds a database is never replaced by the template.
    const again = await appliedMigrations(dataDir, template);
    try {
      const rows = await again.database.db.execute(
        sql`select min_fee_cents::int as cents from fee_rules where id = 1`,
      );
      expect((rows as unknown as { rows: { cents: number }[] }).rows[0]!.cents).toBe(500);
    } finally {
      await again.database.close();
    }
  }, 120_000);

  it('is created the usual way (initdb, migrations) when the template file is missing', async () => {
    const { database, applied, cluster } = await appliedMigrations(
      join(dir, 'hall-2'),
      join(dir, 'no-such-template.tar'),
    );
    await database.close();
    expect(applied).toBe(journal.entries.length);
    expect(cluster).not.toBe(copiedCluster);
  }, 120_000);
});
