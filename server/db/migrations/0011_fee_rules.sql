CREATE TABLE "cashier_fee_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashier_id" integer NOT NULL,
	"old_fee_percent" integer,
	"new_fee_percent" integer NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rule_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"old_min_fee_cents" bigint,
	"new_min_fee_cents" bigint,
	"old_min_fee_percent" integer,
	"new_min_fee_percent" integer,
	"changed_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_fee_cents" bigint NOT NULL,
	"min_fee_percent" integer NOT NULL,
	CONSTRAINT "fee_rules_single_row" CHECK ("fee_rules"."id" = 1),
	CONSTRAINT "fee_rules_min_fee_non_negative" CHECK ("fee_rules"."min_fee_cents" >= 0),
	CONSTRAINT "fee_rules_min_fee_percent_range" CHECK ("fee_rules"."min_fee_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "min_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "min_fee_percent" integer;--> statement-breakpoint
ALTER TABLE "cashiers" ADD COLUMN "fee_owed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "fee_percent" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "min_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "cashier_fee_changes" ADD CONSTRAINT "cashier_fee_changes_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_fee_changes" ADD CONSTRAINT "cashier_fee_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rule_changes" ADD CONSTRAINT "fee_rule_changes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rule_changes" ADD CONSTRAINT "fee_rule_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_fee_changes_cashier_idx" ON "cashier_fee_changes" USING btree ("cashier_id","created_at");--> statement-breakpoint
CREATE INDEX "fee_rule_changes_agent_idx" ON "fee_rule_changes" USING btree ("agent_id","created_at");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_min_fee_non_negative" CHECK ("agents"."min_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_min_fee_percent_range" CHECK ("agents"."min_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "cashiers" ADD CONSTRAINT "cashiers_fee_owed_non_negative" CHECK ("cashiers"."fee_owed_cents" >= 0);--> statement-breakpoint
-- hand-written:
-- The rate records are history: append-only, as the ledger.
CREATE FUNCTION fee_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER cashier_fee_changes_append_only
  BEFORE UPDATE OR DELETE ON cashier_fee_changes
  FOR EACH ROW EXECUTE FUNCTION fee_history_refuse_change();--> statement-breakpoint
CREATE TRIGGER fee_rule_changes_append_only
  BEFORE UPDATE OR DELETE ON fee_rule_changes
  FOR EACH ROW EXECUTE FUNCTION fee_history_refuse_change();--> statement-breakpoint
-- Every cashier's present rate is its first record, dated at its creation (by nobody known).
INSERT INTO cashier_fee_changes (cashier_id, old_fee_percent, new_fee_percent, changed_by, created_at)
  SELECT id, NULL, fee_percent, NULL, created_at FROM cashiers;
