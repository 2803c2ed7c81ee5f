CREATE TABLE "jackpot_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_payouts_amount_positive" CHECK ("jackpot_payouts"."amount_cents" > 0),
	CONSTRAINT "jackpot_payouts_status_check" CHECK ("jackpot_payouts"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cards_named" boolean GENERATED ALWAYS AS (cardinality(cards) > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "first_draw_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "min_pool_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "unnamed_cards" text DEFAULT 'allow' NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_payouts" ADD CONSTRAINT "jackpot_payouts_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_payouts" ADD CONSTRAINT "jackpot_payouts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_payouts" ADD CONSTRAINT "jackpot_payouts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_payouts" ADD CONSTRAINT "jackpot_payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_payouts_agent_status_idx" ON "jackpot_payouts" USING btree ("agent_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_payouts_one_pending" ON "jackpot_payouts" USING btree ("jackpot_id") WHERE "jackpot_payouts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_min_pool_non_negative" CHECK ("jackpots"."min_pool_cents" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_unnamed_cards_check" CHECK ("shops"."unnamed_cards" in ('allow', 'refuse'));