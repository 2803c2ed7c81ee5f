CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashier_id" integer NOT NULL,
	"shop_id" integer,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_amount_non_negative" CHECK ("games"."amount_cents" >= 0),
	CONSTRAINT "games_fee_non_negative" CHECK ("games"."fee_cents" >= 0),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('active', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_account_kind" text NOT NULL,
	"from_account_id" integer,
	"to_account_kind" text NOT NULL,
	"to_account_id" integer,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_from_kind_check" CHECK ("ledger_entries"."from_account_kind" in ('platform', 'agent', 'cashier', 'shop', 'outside')),
	CONSTRAINT "ledger_entries_to_kind_check" CHECK ("ledger_entries"."to_account_kind" in ('platform', 'agent', 'cashier', 'shop', 'outside')),
	CONSTRAINT "ledger_entries_from_id_check" CHECK (("ledger_entries"."from_account_kind" in ('platform', 'outside')) = ("ledger_entries"."from_account_id" is null)),
	CONSTRAINT "ledger_entries_to_id_check" CHECK (("ledger_entries"."to_account_kind" in ('platform', 'outside')) = ("ledger_entries"."to_account_id" is null))
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashier_id" integer NOT NULL,
	"name" text NOT NULL,
	"cash_cents" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shops_cash_non_negative" CHECK ("shops"."cash_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_cashier_id_created_at_idx" ON "games" USING btree ("cashier_id","created_at");--> statement-breakpoint
CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_unique" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "ledger_entries_from_idx" ON "ledger_entries" USING btree ("from_account_kind","from_account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_to_idx" ON "ledger_entries" USING btree ("to_account_kind","to_account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "shops_cashier_id_idx" ON "shops" USING btree ("cashier_id");