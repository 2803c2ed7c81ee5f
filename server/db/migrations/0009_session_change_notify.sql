-- Instances keep the answer of the per-request session check in memory (server/auth/session-cache.ts).
-- Whatever may end or change a session announces itself here, by trigger, so every instance forgets
-- what it kept before the change's transaction is answered: a logout, a revoked session, a new
-- password, a deactivation (of the user or its agent), a renamed user, a moved cashier, a deletion.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bingo_session_changes', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER auth_sessions_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER agents_session_change
  AFTER UPDATE OF id, user_id OR DELETE ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER cashiers_session_change
  AFTER UPDATE OF id, user_id, agent_id OR DELETE ON cashiers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
