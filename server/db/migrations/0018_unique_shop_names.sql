-- hand-written: placed before the generated index (it would fail on them): a cashier's live shops
-- that share a name (case and outer spaces aside) keep the oldest as it is and rename the others
-- "Name (2)", "Name (3)"... in the order they were created.
UPDATE "shops" SET "name" = renamed."name"
FROM (
  SELECT "id", trim("name") || ' (' || row_number() OVER (
    PARTITION BY "cashier_id", lower(trim("name")) ORDER BY "id"
  ) || ')' AS "name",
  row_number() OVER (PARTITION BY "cashier_id", lower(trim("name")) ORDER BY "id") AS "rank"
  FROM "shops" WHERE "deleted_at" IS NULL
) AS renamed
WHERE "shops"."id" = renamed."id" AND renamed."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_cashier_name_unique" ON "shops" USING btree ("cashier_id",lower(trim("name"))) WHERE "shops"."deleted_at" is null;
