import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * Makes a hall's outbox log a game's whole row at every change, as halls did before migration
 * 0037 (migration 0023's trigger function): a hall in the field that has not been upgraded.
 */
export async function logWholeGameRows(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION hall_outbox_game() RETURNS trigger AS $$
DECLARE
  seen text := coalesce(current_setting('hall.outbox_games', true), '');
  snapshot text;
BEGIN
  IF position(',' || NEW.id::text || ',' IN seen) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('hall.outbox_games', coalesce(nullif(seen, ''), ',') || NEW.id::text || ',', true);
  SELECT to_jsonb(g)::text INTO snapshot FROM games g WHERE g.id = NEW.id;
  PERFORM hall_outbox_append('game', snapshot);
  RETURN NULL;
END
$$ LANGUAGE plpgsql`),
  );
}
