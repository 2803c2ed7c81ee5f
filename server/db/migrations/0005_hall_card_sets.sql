CREATE TABLE "card_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"mode" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"last_deleted_version_id" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "card_sets_mode_check" CHECK ("card_sets"."mode" in ('quick', 'standard', 'marathon')),
	CONSTRAINT "card_sets_revision_non_negative" CHECK ("card_sets"."revision" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_card_sets" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"revision" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"card_number" integer NOT NULL,
	"name" text NOT NULL,
	"grid" jsonb NOT NULL,
	"from_revision" integer NOT NULL,
	"to_revision" integer,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "saved_cards_card_number_range" CHECK ("saved_cards"."card_number" between 1 and 10000),
	CONSTRAINT "saved_cards_revisions_ordered" CHECK ("saved_cards"."to_revision" is null or "saved_cards"."to_revision" > "saved_cards"."from_revision")
);
--> statement-breakpoint
ALTER TABLE "card_sets" ADD CONSTRAINT "card_sets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_card_sets" ADD CONSTRAINT "game_card_sets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_card_sets" ADD CONSTRAINT "game_card_sets_set_id_card_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."card_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_set_id_card_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."card_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_sets_shop_mode_unique" ON "card_sets" USING btree ("shop_id","mode");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_current_unique" ON "saved_cards" USING btree ("set_id","card_number") WHERE "saved_cards"."to_revision" is null;--> statement-breakpoint
CREATE INDEX "saved_cards_set_number_idx" ON "saved_cards" USING btree ("set_id","card_number","from_revision");--> statement-breakpoint
-- A saved card version is never rewritten: the only change is closing a current version (an
-- edit or a delete); its number, name, grid and revisions stay as the games that used it saw them.
CREATE FUNCTION saved_cards_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.to_revision IS NULL AND NEW.to_revision IS NOT NULL
     AND NEW.set_id = OLD.set_id AND NEW.card_number = OLD.card_number AND NEW.name = OLD.name
     AND NEW.grid = OLD.grid AND NEW.from_revision = OLD.from_revision
     AND NEW.created_at = OLD.created_at AND NEW.written_at = OLD.written_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'saved_cards versions are never rewritten: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER saved_cards_versions_kept
  BEFORE UPDATE OR DELETE ON saved_cards
  FOR EACH ROW EXECUTE FUNCTION saved_cards_refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER saved_cards_no_truncate
  BEFORE TRUNCATE ON saved_cards
  FOR EACH STATEMENT EXECUTE FUNCTION saved_cards_refuse_rewrite();
