CREATE TABLE "game_totals" (
	"cashier_id" integer NOT NULL,
	"shop_key" integer NOT NULL,
	"status" text NOT NULL,
	"games" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"prize_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"jackpot_cents" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"manual_wins" bigint NOT NULL,
	CONSTRAINT "game_totals_cashier_id_shop_key_status_pk" PRIMARY KEY("cashier_id","shop_key","status")
);
--> statement-breakpoint
DROP INDEX "games_cashier_id_created_at_idx";--> statement-breakpoint
DROP INDEX "games_created_at_idx";--> statement-breakpoint
DROP INDEX "games_shop_id_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_created_at_id_idx" ON "games" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "games_cashier_created_idx" ON "games" USING btree ("cashier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "games_agent_created_idx" ON "games" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "games_shop_created_idx" ON "games" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "games_status_created_idx" ON "games" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "games_cashier_amount_idx" ON "games" USING btree ("cashier_id","amount_cents","created_at","id");--> statement-breakpoint
-- A game's agent is its cashier's, fixed when the game is written.
CREATE FUNCTION games_set_agent_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.agent_id := (SELECT agent_id FROM cashiers WHERE id = NEW.cashier_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER games_set_agent_id BEFORE INSERT OR UPDATE OF cashier_id ON games
  FOR EACH ROW EXECUTE FUNCTION games_set_agent_id();--> statement-breakpoint
UPDATE games g SET agent_id = c.agent_id FROM cashiers c WHERE c.id = g.cashier_id;--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one game's share of its totals row.
CREATE FUNCTION game_totals_add(g games, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_totals AS t (cashier_id, shop_key, status, games, amount_cents, prize_cents,
    commission_cents, fee_cents, jackpot_cents, wins, manual_wins)
  VALUES (g.cashier_id, coalesce(g.shop_id, 0), g.status, sign, sign * g.amount_cents,
    sign * g.prize_cents, sign * g.commission_cents,
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
-- Runs at commit (deferred), after every other lock the transaction takes, and touches totals
-- rows in key order: two games of one shop changing together cannot deadlock on them.
CREATE FUNCTION games_sync_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM game_totals_add(NEW, 1);
  ELSIF (OLD.cashier_id, coalesce(OLD.shop_id, 0), OLD.status)
        <= (NEW.cashier_id, coalesce(NEW.shop_id, 0), NEW.status) THEN
    PERFORM game_totals_add(OLD, -1);
    PERFORM game_totals_add(NEW, 1);
  ELSE
    PERFORM game_totals_add(NEW, 1);
    PERFORM game_totals_add(OLD, -1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER games_sync_totals_insert AFTER INSERT ON games
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION games_sync_totals();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER games_sync_totals_update AFTER UPDATE ON games
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.cashier_id, OLD.shop_id, OLD.status, OLD.amount_cents, OLD.prize_cents,
         OLD.commission_cents, OLD.fee_cents, OLD.jackpot_cents, OLD.winner_card,
         OLD.win_relied_on_manual)
        IS DISTINCT FROM
        (NEW.cashier_id, NEW.shop_id, NEW.status, NEW.amount_cents, NEW.prize_cents,
         NEW.commission_cents, NEW.fee_cents, NEW.jackpot_cents, NEW.winner_card,
         NEW.win_relied_on_manual))
  EXECUTE FUNCTION games_sync_totals();--> statement-breakpoint
-- Rebuilds every totals row from games (after a bulk load with the triggers off, and here).
CREATE FUNCTION rebuild_game_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM game_totals;
  INSERT INTO game_totals (cashier_id, shop_key, status, games, amount_cents, prize_cents,
    commission_cents, fee_cents, jackpot_cents, wins, manual_wins)
  SELECT cashier_id, coalesce(shop_id, 0), status, count(*), sum(amount_cents), sum(prize_cents),
    sum(commission_cents),
    sum(CASE WHEN status = 'cancelled' AND first_call_at IS NULL THEN 0 ELSE fee_cents END),
    sum(coalesce(jackpot_cents, 0)), count(winner_card),
    count(*) FILTER (WHERE win_relied_on_manual)
  FROM games GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT rebuild_game_totals();
