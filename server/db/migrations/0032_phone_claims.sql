ALTER TABLE "games" ADD COLUMN "pending_claims" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "claims_pause" boolean DEFAULT true NOT NULL;