CREATE TABLE "game_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"card_number" integer NOT NULL,
	"win_type" text NOT NULL,
	"label" text,
	"late" boolean DEFAULT false NOT NULL,
	"relied_on_manual_call" boolean DEFAULT false NOT NULL,
	"called_count" integer NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"winner_order" integer NOT NULL,
	CONSTRAINT "game_winners_order_positive" CHECK ("game_winners"."winner_order" >= 1)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "extra_prizes_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "shared_wins" text DEFAULT 'split' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_winners" ADD CONSTRAINT "game_winners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_winners" ADD CONSTRAINT "game_winners_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_winners_game_card_unique" ON "game_winners" USING btree ("game_id","card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "game_winners_game_order_unique" ON "game_winners" USING btree ("game_id","winner_order");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_shared_wins_check" CHECK ("shops"."shared_wins" in ('split', 'full'));
--> statement-breakpoint
-- hand-written: every game won before several winners existed gets its one winner as winner 1, so the winners are read from one table
INSERT INTO "game_winners" ("game_id", "card_number", "win_type", "label", "late", "relied_on_manual_call", "called_count", "recorded_by", "recorded_at", "winner_order")
SELECT g."id", g."winner_card", g."win_type", e."data" ->> 'label', coalesce((e."data" ->> 'late')::boolean, false),
       coalesce(g."win_relied_on_manual", false), coalesce(g."win_called_count", 0), e."user_id",
       coalesce(e."created_at", g."completed_at", now()), 1
FROM "games" g
LEFT JOIN "game_events" e ON e."game_id" = g."id" AND e."type" = 'win'
WHERE g."winner_card" IS NOT NULL AND g."win_type" IS NOT NULL;
