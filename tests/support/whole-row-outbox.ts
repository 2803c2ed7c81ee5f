import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

const migration0023 = new URL('../../server/db/migrations/0023_hall_mode.sql', import.meta.url);

/**
 * Makes a hall's outbox log a game's whole row at every change, as halls did before migration
 * 0037: migration 0023's own trigger function, put back (a hall in the field not yet upgraded).
 */
export async function logWholeGameRows(db: Db): Promise<void> {
  const statement = readFileSync(migration0023, 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes('CREATE FUNCTION hall_outbox_game()'));
  if (!statement) throw new Error('migration 0023 no longer defines hall_outbox_game()');
  await db.execute(sql.raw(statement.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')));
}
