CREATE TABLE "game_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"jackpot_type" text NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"start_date" text,
	"end_date" text,
	"frequency" integer DEFAULT 10 NOT NULL,
	"call_limit" integer DEFAULT 20 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_balance_non_negative" CHECK ("jackpots"."balance_cents" >= 0),
	CONSTRAINT "jackpots_bonus_non_negative" CHECK ("jackpots"."bonus_cents" >= 0),
	CONSTRAINT "jackpots_type_check" CHECK ("jackpots"."jackpot_type" in ('random', 'cumulative')),
	CONSTRAINT "jackpots_frequency_positive" CHECK ("jackpots"."frequency" >= 1),
	CONSTRAINT "jackpots_call_limit_positive" CHECK ("jackpots"."call_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_from_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_to_kind_check";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "mode" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cards" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "card_value_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "win_percentage" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "win_conditions" jsonb DEFAULT '{"anyLine":true,"fourCorners":true,"fullHouse":false,"diagonal":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "prize_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows from before games were playable get an empty order; new games always store one.
ALTER TABLE "games" ADD COLUMN "draw_order" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "draw_order" DROP DEFAULT;--> statement-breakpoint
-- Rows from before games were playable get an empty order; new games always store one.
ALTER TABLE "games" ADD COLUMN "salt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "salt" DROP DEFAULT;--> statement-breakpoint
-- Rows from before games were playable get an empty order; new games always store one.
ALTER TABLE "games" ADD COLUMN "commitment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "commitment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "called" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "caller_state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "first_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "winner_card" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "win_type" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "win_called_count" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "win_relied_on_manual" boolean;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "jackpot_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "jackpot_cents" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_game_sequence_unique" ON "game_events" USING btree ("game_id","sequence");--> statement-breakpoint
CREATE INDEX "jackpots_agent_id_idx" ON "jackpots" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "jackpots_shop_id_idx" ON "jackpots" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "games_shop_id_idx" ON "games" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_mode_check" CHECK ("games"."mode" in ('quick', 'standard', 'marathon'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_caller_state_check" CHECK ("games"."caller_state" in ('ready', 'calling', 'paused'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_win_percentage_range" CHECK ("games"."win_percentage" between 1 and 100);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_prize_within_pool" CHECK ("games"."prize_cents" between 0 and "games"."amount_cents");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_from_kind_check" CHECK ("ledger_entries"."from_account_kind" in ('platform', 'agent', 'cashier', 'shop', 'jackpot', 'outside'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_to_kind_check" CHECK ("ledger_entries"."to_account_kind" in ('platform', 'agent', 'cashier', 'shop', 'jackpot', 'outside'));