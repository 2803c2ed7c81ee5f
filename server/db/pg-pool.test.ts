import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import { queryRows } from './query-rows';
import { SESSION_CHANGES_CHANNEL } from './session-changes';

// pg warns once per process (a DeprecationWarning, an error in pg 9) when a query is sent to a
// client still running another: this file is its own process, so the pool is watched from its start.
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('LISTENs on each new connection before its first query, never beside it', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const database = await openTestDatabase();
    try {
      // Ten at once: each opens a connection of its own, which LISTENs first.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          queryRows<{ channels: string[] }>(
            database.db,
            sql`select array(select pg_listening_channels()) as channels, pg_sleep(0.05)::text`,
          ),
        ),
      );
      for (const [row] of answers) expect(row?.channels).toEqual([SESSION_CHANGES_CHANNEL]);
    } finally {
      await database.close();
      await new Promise((resolve) => setImmediate(resolve));
      process.off('warning', onWarning);
    }
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
