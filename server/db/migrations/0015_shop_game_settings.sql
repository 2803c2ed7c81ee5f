ALTER TABLE "games" ADD COLUMN "call_interval" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "auto_start" boolean;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "voice_language" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_win_percentage" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "call_interval" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "game_mode" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "win_conditions" jsonb DEFAULT '{"anyLine":true,"fourCorners":true,"fullHouse":false,"diagonal":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "card_value_cents" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "win_percentage" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "auto_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "voice_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_max_win_percentage_range" CHECK ("shops"."max_win_percentage" between 1 and 100);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_win_percentage_range" CHECK ("shops"."win_percentage" between 1 and 100);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_card_value_range" CHECK ("shops"."card_value_cents" between 100 and 100000);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_call_interval_option" CHECK ("shops"."call_interval" in (3, 4, 5, 6, 8, 10, 12, 15, 20));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_game_mode_check" CHECK ("shops"."game_mode" in ('quick', 'standard', 'marathon'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_voice_language_check" CHECK ("shops"."voice_language" in ('en', 'am', 'ti', 'es', 'fr'));