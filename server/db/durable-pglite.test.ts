import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { observeDiskSyncs, SHARED_BUFFERS } from './durable-pglite';
import { queryRows } from './query-rows';

let dir: string;
afterEach(() => {
  observeDiskSyncs(undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('runs with fsync on and syncs every commit to the disk before answering', async () => {
    dir = mkdtempSync(join(tmpdir(), 'bingo-durable-'));
    const database = await openDatabase({ dataDir: dir });
    try {
      const [settings] = await queryRows<{
        fsync: string;
        method: string;
        commit: string;
        buffers: string;
      }>(
        database.db,
        sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method,
                   current_setting('synchronous_commit') as commit,
                   current_setting('shared_buffers') as buffers`,
      );
      // Smaller shared buffers than PGlite's 128 MB: zeroing those was a fifth of a warm start.
      expect(settings).toEqual({
        fsync: 'on',
        method: 'fsync',
        commit: 'on',
        buffers: SHARED_BUFFERS,
      });

      let syncs = 0;
      observeDiskSyncs(() => (syncs += 1));
      for (let i = 0; i < 5; i += 1)
        await database.db.execute(
          sql`insert into server_secrets (name, value) values (${`k${i}`}, 'v')`,
        );
      expect(syncs).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
  });
});
