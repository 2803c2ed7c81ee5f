CREATE TABLE "hall_games" (
	"hall_id" integer NOT NULL,
	"hall_game_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "hall_games_hall_id_hall_game_id_pk" PRIMARY KEY("hall_id","hall_game_id")
);
--> statement-breakpoint
CREATE TABLE "hall_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"cashier_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"max_games" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"grant_text" text NOT NULL,
	"signature" text NOT NULL,
	"granted_by" integer,
	CONSTRAINT "hall_grants_amount_positive" CHECK ("hall_grants"."amount_cents" > 0),
	CONSTRAINT "hall_grants_max_games_positive" CHECK ("hall_grants"."max_games" > 0)
);
--> statement-breakpoint
CREATE TABLE "hall_link" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hall_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"central_url" text NOT NULL,
	"private_key" text NOT NULL,
	"public_key" text NOT NULL,
	"central_public_key" text NOT NULL,
	"clock_offset_ms" bigint DEFAULT 0 NOT NULL,
	"outbox_seq" bigint DEFAULT 0 NOT NULL,
	"outbox_hash" text DEFAULT '' NOT NULL,
	"uploaded_seq" bigint DEFAULT 0 NOT NULL,
	"state_version" text DEFAULT '' NOT NULL,
	"last_sync_at" timestamp with time zone,
	CONSTRAINT "hall_link_single_row" CHECK ("hall_link"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "hall_loaded_grants" (
	"grant_no" integer PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"max_games" integer NOT NULL,
	"games_used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_outbox" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_sync_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer,
	"code" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"public_key" text,
	"paired_at" timestamp with time zone,
	"allowance_cents" bigint DEFAULT 0 NOT NULL,
	"applied_seq" bigint DEFAULT 0 NOT NULL,
	"last_hash" text DEFAULT '' NOT NULL,
	"hall_head_seq" bigint DEFAULT 0 NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halls_allowance_non_negative" CHECK ("halls"."allowance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_from_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_to_kind_check";--> statement-breakpoint
ALTER TABLE "hall_games" ADD CONSTRAINT "hall_games_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_games" ADD CONSTRAINT "hall_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_grants" ADD CONSTRAINT "hall_grants_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_grants" ADD CONSTRAINT "hall_grants_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_grants" ADD CONSTRAINT "hall_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_sync_incidents" ADD CONSTRAINT "hall_sync_incidents_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_grants_request_unique" ON "hall_grants" USING btree ("hall_id","request_id");--> statement-breakpoint
CREATE INDEX "hall_sync_incidents_hall_idx" ON "hall_sync_incidents" USING btree ("hall_id","created_at");--> statement-breakpoint
CREATE INDEX "halls_shop_idx" ON "halls" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_pairing_code_unique" ON "halls" USING btree ("pairing_code_hash");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_from_kind_check" CHECK ("ledger_entries"."from_account_kind" in ('platform', 'agent', 'cashier', 'shop', 'jackpot', 'outside', 'hall'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_to_kind_check" CHECK ("ledger_entries"."to_account_kind" in ('platform', 'agent', 'cashier', 'shop', 'jackpot', 'outside', 'hall'));--> statement-breakpoint
-- Hand-written (decision 038): a hall's outbox. Each game and money row written on a hall is appended,
-- at commit and in the same transaction, as one entry numbered without gaps and chained by hash:
-- sha256(prev_hash || '|' || seq || '|' || kind || '|' || payload) (core/halls/outbox.ts checks it).
-- The triggers exist only on a paired hall's database: pairing calls hall_outbox_install().
CREATE FUNCTION hall_outbox_append(entry_kind text, entry_payload text) RETURNS void AS $$
DECLARE
  head record;
  next_seq bigint;
  entry_hash text;
BEGIN
  SELECT outbox_seq, outbox_hash INTO head FROM hall_link WHERE id = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  next_seq := head.outbox_seq + 1;
  entry_hash := encode(sha256(convert_to(
    head.outbox_hash || '|' || next_seq::text || '|' || entry_kind || '|' || entry_payload, 'UTF8')), 'hex');
  INSERT INTO hall_outbox (seq, kind, payload, prev_hash, hash)
    VALUES (next_seq, entry_kind, entry_payload, head.outbox_hash, entry_hash);
  UPDATE hall_link SET outbox_seq = next_seq, outbox_hash = entry_hash WHERE id = 1;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A game's row once per transaction, as it stands at commit.
CREATE FUNCTION hall_outbox_game() RETURNS trigger AS $$
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
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION hall_outbox_row() RETURNS trigger AS $$
BEGIN
  PERFORM hall_outbox_append(TG_ARGV[0], to_jsonb(NEW)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION hall_outbox_install() RETURNS void AS $$
BEGIN
  DROP TRIGGER IF EXISTS hall_outbox_games ON games;
  DROP TRIGGER IF EXISTS hall_outbox_game_events ON game_events;
  DROP TRIGGER IF EXISTS hall_outbox_game_winners ON game_winners;
  DROP TRIGGER IF EXISTS hall_outbox_ledger ON ledger_entries;
  CREATE CONSTRAINT TRIGGER hall_outbox_games AFTER INSERT OR UPDATE ON games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hall_outbox_game();
  CREATE CONSTRAINT TRIGGER hall_outbox_game_events AFTER INSERT ON game_events
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hall_outbox_row('game_event');
  CREATE CONSTRAINT TRIGGER hall_outbox_game_winners AFTER INSERT ON game_winners
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hall_outbox_row('game_winner');
  CREATE CONSTRAINT TRIGGER hall_outbox_ledger AFTER INSERT ON ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hall_outbox_row('ledger');
END
$$ LANGUAGE plpgsql;
