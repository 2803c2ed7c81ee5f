CREATE TABLE "shop_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"class" text NOT NULL,
	"masks" integer[] NOT NULL,
	"k" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shop_patterns_class_check" CHECK ("shop_patterns"."class" in ('fixed', 'crazy', 'anywhere', 'k_of_set')),
	CONSTRAINT "shop_patterns_k_range" CHECK ("shop_patterns"."k" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "game_winners_game_card_unique";--> statement-breakpoint
ALTER TABLE "game_winners" ADD COLUMN "pattern_key" text;--> statement-breakpoint
ALTER TABLE "game_winners" ADD COLUMN "pattern_name" text;--> statement-breakpoint
ALTER TABLE "game_winners" ADD COLUMN "stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "patterns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "skip_unused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "stages" jsonb;--> statement-breakpoint
ALTER TABLE "shop_patterns" ADD CONSTRAINT "shop_patterns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_patterns" ADD CONSTRAINT "shop_patterns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_patterns_shop_idx" ON "shop_patterns" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_patterns_name_unique" ON "shop_patterns" USING btree ("shop_id",lower(trim("name"))) WHERE "shop_patterns"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_winners_game_stage_card_unique" ON "game_winners" USING btree ("game_id","stage","card_number");