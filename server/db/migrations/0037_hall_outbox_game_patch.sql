-- Hand-written (decision 040, issue 37 item 7): a hall logs a game's whole row once, when the game
-- is inserted; each later transaction that changes the row logs only what changed, as a
-- `game_patch` entry {"id", "set", "append"} (core/halls/game-patch.ts): the columns with a new
-- value, and the arrays that only grew at their end by the elements added. A draw was the whole
-- ~3 KB row (draw order, cards, every call so far) and is now the call it added and its times.
-- The row before the transaction is OLD of its first change (the trigger acts once per game and
-- transaction, deferred to commit, as before); a transaction that leaves the row as it was logs
-- nothing. The chain is unchanged: the entry goes through hall_outbox_append (migration 0036).
CREATE OR REPLACE FUNCTION hall_outbox_game() RETURNS trigger AS $$
DECLARE
  seen text := coalesce(current_setting('hall.outbox_games', true), '');
  now_row jsonb;
  was_row jsonb;
  was jsonb;
  kept integer;
  grew boolean;
  col record;
  changed jsonb := '{}';
  appended jsonb := '{}';
BEGIN
  IF position(',' || NEW.id::text || ',' IN seen) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('hall.outbox_games', coalesce(nullif(seen, ''), ',') || NEW.id::text || ',', true);
  SELECT to_jsonb(g) INTO now_row FROM games g WHERE g.id = NEW.id;
  IF TG_OP = 'INSERT' THEN
    PERFORM hall_outbox_append('game', now_row::text);
    RETURN NULL;
  END IF;
  was_row := to_jsonb(OLD);
  FOR col IN SELECT key, value FROM jsonb_each(now_row) LOOP
    was := was_row -> col.key;
    CONTINUE WHEN was = col.value;
    grew := false;
    IF jsonb_typeof(was) = 'array' AND jsonb_typeof(col.value) = 'array' THEN
      kept := jsonb_array_length(was);
      grew := kept > 0 AND jsonb_array_length(col.value) > kept AND was = (
        SELECT jsonb_agg(element ORDER BY at) FROM jsonb_array_elements(col.value)
          WITH ORDINALITY AS t(element, at) WHERE at <= kept);
    END IF;
    IF grew THEN
      appended := appended || jsonb_build_object(col.key, (
        SELECT jsonb_agg(element ORDER BY at) FROM jsonb_array_elements(col.value)
          WITH ORDINALITY AS t(element, at) WHERE at > kept));
    ELSE
      changed := changed || jsonb_build_object(col.key, col.value);
    END IF;
  END LOOP;
  IF changed = '{}' AND appended = '{}' THEN
    RETURN NULL;
  END IF;
  PERFORM hall_outbox_append('game_patch',
    jsonb_build_object('id', NEW.id, 'set', changed, 'append', appended)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
