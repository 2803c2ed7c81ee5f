CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Throttle rows are short-lived counters: they start again under the new key (username, client).
DELETE FROM "login_throttle";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_pkey";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_username_client_pk" PRIMARY KEY("username","client");--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Refresh tokens issued before sessions existed belong to none: their holders sign in again.
DELETE FROM "refresh_tokens";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD CONSTRAINT "two_factor_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_hash_unique" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
-- A new password or a deactivation ends every session of the user at once (auth checks compare
-- the session's version with the user's on every request). Done by trigger, so any way of
-- changing a user, now or later, ends its sessions.
CREATE FUNCTION users_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR (OLD.is_active AND NOT NEW.is_active) THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_session_version
  BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_bump_session_version();--> statement-breakpoint
-- A deactivated agent's cashiers lose access too.
CREATE FUNCTION users_end_agent_cashier_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'agent' AND OLD.is_active AND NOT NEW.is_active THEN
    UPDATE users SET session_version = session_version + 1
    WHERE id IN (
      SELECT c.user_id FROM cashiers c JOIN agents a ON a.id = c.agent_id WHERE a.user_id = NEW.id
    );
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_end_agent_cashier_sessions
  AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_end_agent_cashier_sessions();
