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
ALTER TABLE "shops" ADD CONSTRAINT "shops_shared_wins_check" CHECK ("shops"."shared_wins" in ('split', 'full'));--> statement-breakpoint
-- hand-written: every game won before several winners existed gets its one winner as winner 1, so the winners are read from one table
INSERT INTO "game_winners" ("game_id", "card_number", "win_type", "label", "late", "relied_on_manual_call", "called_count", "recorded_by", "recorded_at", "winner_order")
SELECT g."id", g."winner_card", g."win_type", e."data" ->> 'label', coalesce((e."data" ->> 'late')::boolean, false),
       coalesce(g."win_relied_on_manual", false), coalesce(g."win_called_count", 0), e."user_id",
       coalesce(e."created_at", g."completed_at", now()), 1
FROM "games" g
LEFT JOIN "game_events" e ON e."game_id" = g."id" AND e."type" = 'win'
WHERE g."winner_card" IS NOT NULL AND g."win_type" IS NOT NULL;
--> statement-breakpoint
-- hand-written: the prizes a game paid include the full prizes its drawer paid to extra winners, so the kept totals follow extra_prizes_cents
CREATE OR REPLACE FUNCTION game_totals_add(g games, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_totals AS t (cashier_id, shop_key, status, games, amount_cents, prize_cents,
    commission_cents, fee_cents, jackpot_cents, wins, manual_wins)
  VALUES (g.cashier_id, coalesce(g.shop_id, 0), g.status, sign, sign * g.amount_cents,
    sign * (g.prize_cents + g.extra_prizes_cents), sign * g.commission_cents,
    sign * (CASE WHEN g.status = 'cancelled' AND g.first_call_at IS NULL THEN 0 ELSE g.fee_cents END),
    sign * coalesce(g.jackpot_cents, 0), sign * (g.winner_card IS NOT NULL)::int,
    sign * (coalesce(g.win_relied_on_manual, false))::int)
  ON CONFLICT (cashier_id, shop_key, status) DO UPDATE SET
    games = t.games + excluded.games,
    amount_cents = t.amount_cents + excluded.amount_cents,
    prize_cents = t.prize_cents + excluded.prize_cents,
    commission_cents = t.commission_cents + excluded.commission_cents,
    fee_cents = t.fee_cents + excluded.fee_cents,
    jackpot_cents = t.jackpot_cents + excluded.jackpot_cents,
    wins = t.wins + excluded.wins,
    manual_wins = t.manual_wins + excluded.manual_wins;
END $$;--> statement-breakpoint
DROP TRIGGER games_sync_totals_update ON games;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER games_sync_totals_update AFTER UPDATE ON games
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.cashier_id, OLD.shop_id, OLD.status, OLD.amount_cents, OLD.prize_cents,
         OLD.commission_cents, OLD.fee_cents, OLD.jackpot_cents, OLD.winner_card,
         OLD.win_relied_on_manual, OLD.extra_prizes_cents)
        IS DISTINCT FROM
        (NEW.cashier_id, NEW.shop_id, NEW.status, NEW.amount_cents, NEW.prize_cents,
         NEW.commission_cents, NEW.fee_cents, NEW.jackpot_cents, NEW.winner_card,
         NEW.win_relied_on_manual, NEW.extra_prizes_cents))
  EXECUTE FUNCTION games_sync_totals();--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_game_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM game_totals;
  INSERT INTO game_totals (cashier_id, shop_key, status, games, amount_cents, prize_cents,
    commission_cents, fee_cents, jackpot_cents, wins, manual_wins)
  SELECT cashier_id, coalesce(shop_id, 0), status, count(*), sum(amount_cents),
    sum(prize_cents + extra_prizes_cents), sum(commission_cents),
    sum(CASE WHEN status = 'cancelled' AND first_call_at IS NULL THEN 0 ELSE fee_cents END),
    sum(coalesce(jackpot_cents, 0)), count(winner_card),
    count(*) FILTER (WHERE win_relied_on_manual)
  FROM games GROUP BY 1, 2, 3;
$$;
