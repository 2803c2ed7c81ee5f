ALTER TABLE "tv_looks" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tv_looks" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_language_check" CHECK ("shops"."language" in ('en', 'am', 'ti', 'es', 'fr'));--> statement-breakpoint
-- A shop that already calls in a language is a shop of that language (decision 048).
UPDATE "shops" SET "language" = "voice_language";--> statement-breakpoint
-- A TV look in the shop's own language follows the shop from now on.
UPDATE "tv_looks" SET "language" = NULL FROM "shops" WHERE "shops"."id" = "tv_looks"."shop_id" AND "shops"."language" = "tv_looks"."language";
