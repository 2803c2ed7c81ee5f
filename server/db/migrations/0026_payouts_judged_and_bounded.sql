CREATE TABLE "shift_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"ledger_entry_id" bigint,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"requirement" text NOT NULL,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_flags_requirement_check" CHECK ("shift_flags"."requirement" in ('note_required', 'approval_required'))
);
--> statement-breakpoint
ALTER TABLE "cashiers" ADD COLUMN "fee_reserved_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_winners" ADD COLUMN "bonus_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_winners" ADD COLUMN "awarded_at_close" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "fee_reserved_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rules_version" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "prize_plan_cents" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "odds" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "winning_checks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "patterns" text[] DEFAULT '{full_house}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "max_chance_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "min_pattern_numbers" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "ceiling_prize_cents" bigint;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "ceiling_card_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "ceiling_cards_per_game" integer;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "floor_seconds_between_games" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "opening_difference_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "opening_note" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "opening_requirement" text DEFAULT 'close' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "allowed_patterns" text[];--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_prize_cents" bigint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_card_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_cards_per_game" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "min_seconds_between_games" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_flags" ADD CONSTRAINT "shift_flags_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_flags" ADD CONSTRAINT "shift_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_flags_shift_idx" ON "shift_flags" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "cashiers" ADD CONSTRAINT "cashiers_fee_reserved_non_negative" CHECK ("cashiers"."fee_reserved_cents" >= 0);--> statement-breakpoint
ALTER TABLE "cashiers" ADD CONSTRAINT "cashiers_balance_covers_reserve" CHECK ("cashiers"."balance_cents" >= "cashiers"."fee_reserved_cents");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_fee_reserved_non_negative" CHECK ("games"."fee_reserved_cents" >= 0);--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_max_chance_range" CHECK ("jackpots"."max_chance_bp" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_min_pattern_numbers" CHECK ("platform_settings"."min_pattern_numbers" between 1 and 24);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_floor_seconds" CHECK ("platform_settings"."floor_seconds_between_games" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_max_prize_non_negative" CHECK ("shops"."max_prize_cents" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_max_card_value_positive" CHECK ("shops"."max_card_value_cents" > 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_max_cards_positive" CHECK ("shops"."max_cards_per_game" > 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_min_seconds_non_negative" CHECK ("shops"."min_seconds_between_games" >= 0);--> statement-breakpoint
-- Games from before keep the rules they were played by (decision 042): the replay judges them so.
UPDATE "games" SET "rules_version" = 1;--> statement-breakpoint
-- The prize the stages divide, as each start computed it (pool x win % / 100, rounded down).
UPDATE "games" SET "prize_plan_cents" = "amount_cents" * "win_percentage" / 100;--> statement-breakpoint
CREATE FUNCTION shift_flags_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shift_flags is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shift_flags_append_only
  BEFORE UPDATE OR DELETE ON shift_flags
  FOR EACH ROW EXECUTE FUNCTION shift_flags_refuse_change();--> statement-breakpoint
CREATE TRIGGER shift_flags_no_truncate
  BEFORE TRUNCATE ON shift_flags
  FOR EACH STATEMENT EXECUTE FUNCTION shift_flags_refuse_change();
