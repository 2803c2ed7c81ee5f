-- The game log is append-only, like the ledger: what happened in a game is never rewritten.
CREATE FUNCTION game_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'game_events is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER game_events_append_only
  BEFORE UPDATE OR DELETE ON game_events
  FOR EACH ROW EXECUTE FUNCTION game_events_refuse_change();--> statement-breakpoint
CREATE TRIGGER game_events_no_truncate
  BEFORE TRUNCATE ON game_events
  FOR EACH STATEMENT EXECUTE FUNCTION game_events_refuse_change();
