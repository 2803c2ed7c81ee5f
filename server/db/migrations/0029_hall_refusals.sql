ALTER TABLE "hall_games" ADD COLUMN "extra_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_link" ADD COLUMN "upload_refused_code" text;--> statement-breakpoint
ALTER TABLE "hall_link" ADD COLUMN "upload_refused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "stuck_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "stuck_reason" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "stuck_detail" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "cover_through_seq" bigint;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "cover_by" integer;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_cover_by_users_id_fk" FOREIGN KEY ("cover_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;