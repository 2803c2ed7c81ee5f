-- Entries written before this migration keep no transaction (null): they travel as before.
ALTER TABLE "hall_outbox" ADD COLUMN "tx" bigint;--> statement-breakpoint
ALTER TABLE "hall_outbox" ALTER COLUMN "tx" SET DEFAULT txid_current();
