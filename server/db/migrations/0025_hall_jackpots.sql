ALTER TABLE "jackpots" ADD COLUMN "hall_id" integer;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpots_hall_id_idx" ON "jackpots" USING btree ("hall_id");