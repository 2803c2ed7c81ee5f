ALTER TABLE "games" ADD COLUMN "grant_no" integer;--> statement-breakpoint
ALTER TABLE "hall_grants" ADD COLUMN "games_played" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_loaded_grants" ADD COLUMN "fee_percent" integer;--> statement-breakpoint
ALTER TABLE "hall_loaded_grants" ADD COLUMN "min_fee_cents" bigint;