ALTER TABLE "games" ADD COLUMN "training" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "games_training_idx" ON "games" USING btree ("created_at","id") WHERE "games"."training";--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_training_moves_nothing" CHECK (not "games"."training" or ("games"."amount_cents" = 0 and "games"."card_value_cents" = 0
        and "games"."prize_cents" = 0 and "games"."commission_cents" = 0 and "games"."fee_cents" = 0
        and "games"."min_fee_cents" = 0 and "games"."fee_reserved_cents" = 0 and "games"."extra_prizes_cents" = 0
        and "games"."shift_id" is null and "games"."jackpot_id" is null and "games"."jackpot_cents" is null
        and "games"."grant_no" is null and cardinality("games"."cards") between 1 and 10));--> statement-breakpoint
-- hand-written: a game is training or not from its start to its end (decision 055)
CREATE FUNCTION games_training_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.training IS DISTINCT FROM OLD.training THEN
    RAISE EXCEPTION 'a game''s training flag is fixed at its start' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER games_training_fixed BEFORE UPDATE OF training ON games
  FOR EACH ROW EXECUTE FUNCTION games_training_fixed();--> statement-breakpoint
-- hand-written: the report totals leave training games out (they never reach a report)
CREATE OR REPLACE FUNCTION game_totals_add(g games, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF g.training THEN
    RETURN;
  END IF;
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
CREATE OR REPLACE FUNCTION rebuild_game_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM game_totals;
  INSERT INTO game_totals (cashier_id, shop_key, status, games, amount_cents, prize_cents,
    commission_cents, fee_cents, jackpot_cents, wins, manual_wins)
  SELECT cashier_id, coalesce(shop_id, 0), status, count(*), sum(amount_cents),
    sum(prize_cents + extra_prizes_cents), sum(commission_cents),
    sum(CASE WHEN status = 'cancelled' AND first_call_at IS NULL THEN 0 ELSE fee_cents END),
    sum(coalesce(jackpot_cents, 0)), count(winner_card),
    count(*) FILTER (WHERE win_relied_on_manual)
  FROM games WHERE NOT training GROUP BY 1, 2, 3;
$$;
