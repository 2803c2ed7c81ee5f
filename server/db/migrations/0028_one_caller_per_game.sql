ALTER TABLE "games" ADD COLUMN "caller_till" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "caller_user_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "caller_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "last_draw_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_caller_user_id_users_id_fk" FOREIGN KEY ("caller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;