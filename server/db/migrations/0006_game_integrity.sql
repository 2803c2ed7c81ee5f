ALTER TABLE "games" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "reset_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "winning_cards" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "blocked_cards" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "verify_token" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "late_claims" text DEFAULT 'allow' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_resets" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "games_verify_token_unique" ON "games" USING btree ("verify_token");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_late_claims_check" CHECK ("shops"."late_claims" in ('allow', 'refuse'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_max_resets_range" CHECK ("shops"."max_resets" between 0 and 5);