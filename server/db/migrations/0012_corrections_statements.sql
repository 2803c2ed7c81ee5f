CREATE TABLE "spent_two_factor_challenges" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reverses_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "spent_two_factor_challenges" ADD CONSTRAINT "spent_two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_unique" ON "ledger_entries" USING btree ("reverses_entry_id");