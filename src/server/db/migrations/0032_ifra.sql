ALTER TABLE "ingredients" ADD COLUMN "ifra_limits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "ifra_category" text DEFAULT '5B' NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_ifra_category_valid" CHECK ("formulations"."ifra_category" in ('1', '2', '3', '4', '5A', '5B', '5C', '5D', '6', '7A', '7B', '8', '9', '10A', '10B', '11A', '11B', '12'));--> statement-breakpoint
-- Branch ifra (IFRA categories and limits; ADR 063): hand-written SQL appended to the generated migration.
-- Existing formulations take the category defaultIfraCategory (src/domain/ifra/ifra.ts) gives their use; new
-- ones get it from the save. No new table, so no change trigger.
UPDATE "formulations" SET "ifra_category" = CASE
  WHEN "application_area" = 'oral' THEN '6'
  WHEN "application_area" = 'lips' THEN '1'
  WHEN "application_area" = 'eye_area' THEN '3'
  WHEN "application_area" IN ('hair', 'scalp') THEN CASE WHEN "exposure" = 'rinse_off' THEN '7A' ELSE '7B' END
  WHEN "exposure" = 'rinse_off' OR "product_type" = 'cleanser' THEN '9'
  WHEN "application_area" = 'body' THEN '5A'
  WHEN "application_area" IN ('hands', 'nails') THEN '5C'
  WHEN "product_type" = 'balm' THEN '3'
  ELSE '5B'
END;
