CREATE TABLE "shop_draw_seeds" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "draw_format" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "seal" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "beacon_round" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "beacon" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "offline_draw" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_draw_seeds" ADD CONSTRAINT "shop_draw_seeds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;