-- Trigram indexes for the reports' "contains" search (issue 26); PGlite loads pg_trgm from
-- server/db/pglite-extensions.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);