CREATE TABLE "shift_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_corrections_amount_non_zero" CHECK ("shift_corrections"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"float_cents" bigint NOT NULL,
	"opened_by_start" boolean DEFAULT false NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"z_number" integer,
	"count" jsonb,
	"counted_cents" bigint,
	"expected_cents" bigint,
	"requirement" text,
	"note" text,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"approved_by" integer,
	"approval_note" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "shifts_status_check" CHECK ("shifts"."status" in ('open', 'awaiting_note', 'awaiting_approval', 'closed')),
	CONSTRAINT "shifts_float_non_negative" CHECK ("shifts"."float_cents" >= 0),
	CONSTRAINT "shifts_counted_when_not_open" CHECK (("shifts"."status" = 'open') = ("shifts"."z_number" is null and "shifts"."counted_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "count_note_amount_cents" bigint DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "count_note_percent" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "count_approval_amount_cents" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "count_approval_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "last_z_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_corrections" ADD CONSTRAINT "shift_corrections_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_corrections" ADD CONSTRAINT "shift_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_corrections_shift_idx" ON "shift_corrections" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_shop" ON "shifts" USING btree ("shop_id") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_shop_z_number_unique" ON "shifts" USING btree ("shop_id","z_number");--> statement-breakpoint
CREATE INDEX "shifts_shop_opened_idx" ON "shifts" USING btree ("shop_id","opened_at","id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_shift_idx" ON "ledger_entries" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_count_thresholds_range" CHECK ("shops"."count_note_amount_cents" >= 0 and "shops"."count_approval_amount_cents" >= "shops"."count_note_amount_cents"
        and "shops"."count_note_percent" between 0 and 100
        and "shops"."count_approval_percent" between "shops"."count_note_percent" and 100);--> statement-breakpoint
-- A drawer's ledger entry belongs to the shop's open shift (decision 035): set here, once, so no
-- command that moves a drawer can forget it.
CREATE FUNCTION ledger_entries_shift() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.shift_id IS NULL AND (NEW.to_account_kind = 'shop' OR NEW.from_account_kind = 'shop') THEN
    SELECT id INTO NEW.shift_id FROM shifts
      WHERE status = 'open'
        AND shop_id = CASE WHEN NEW.to_account_kind = 'shop' THEN NEW.to_account_id
                           ELSE NEW.from_account_id END;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_shift
  BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_shift();--> statement-breakpoint
-- A Z is kept as it was: a closed shift never changes; a counted one only gets its note (when it
-- was due) and its approval; no shift is deleted. A correction is a new shift_corrections row.
CREATE FUNCTION shifts_keep_z() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'shifts are kept: % refused', TG_OP;
  END IF;
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'a closed shift (Z %) cannot change', OLD.z_number;
  END IF;
  IF NEW.shop_id <> OLD.shop_id OR NEW.float_cents <> OLD.float_cents
     OR NEW.opened_at <> OLD.opened_at OR NEW.opened_by <> OLD.opened_by THEN
    RAISE EXCEPTION 'a shift keeps its shop, float and opening';
  END IF;
  IF OLD.status <> 'open' AND (
       NEW.status = 'open'
    OR NEW.z_number IS DISTINCT FROM OLD.z_number
    OR NEW.count IS DISTINCT FROM OLD.count
    OR NEW.counted_cents IS DISTINCT FROM OLD.counted_cents
    OR NEW.expected_cents IS DISTINCT FROM OLD.expected_cents
    OR NEW.requirement IS DISTINCT FROM OLD.requirement
    OR NEW.counted_at IS DISTINCT FROM OLD.counted_at
    OR (OLD.note IS NOT NULL AND NEW.note IS DISTINCT FROM OLD.note)) THEN
    RAISE EXCEPTION 'a counted shift (Z %) only takes its note and approval', OLD.z_number;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shifts_keep_z
  BEFORE UPDATE OR DELETE ON shifts
  FOR EACH ROW EXECUTE FUNCTION shifts_keep_z();--> statement-breakpoint
CREATE TRIGGER shifts_no_truncate
  BEFORE TRUNCATE ON shifts
  FOR EACH STATEMENT EXECUTE FUNCTION shifts_keep_z();--> statement-breakpoint
CREATE FUNCTION shift_corrections_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shift_corrections is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shift_corrections_append_only
  BEFORE UPDATE OR DELETE ON shift_corrections
  FOR EACH ROW EXECUTE FUNCTION shift_corrections_refuse_change();
