-- Branch supply (offers, exchange rates, price history; ADR 061, ADR 062): hand-written SQL appended to the
-- generated migration. The change trigger every table carries (docs/architecture.md, "The database").
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ingredient_offers"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ingredient_price_history"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
-- A raw material is born with one preferred offer from its supplier, unit cost and unit in the company currency,
-- and a first price-history row, however it is inserted (the form, an import, the demo data): the spec's
-- unitCost is always the preferred offer's.
CREATE FUNCTION formulary_first_offer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE company text := coalesce(
  (SELECT s."data" #>> '{finance,companyCurrency}' FROM "system_settings" s WHERE s."id" = 1), 'USD');
BEGIN
  -- A restore brings the offers and history of the backup with the raw materials.
  IF current_setting('formulary.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO "ingredient_offers" ("ingredient_id", "supplier_id", "price", "currency", "unit", "preferred")
  SELECT n."id", n."supplier_id", n."unit_cost", company, n."unit", true FROM new_rows n;
  INSERT INTO "ingredient_price_history" ("ingredient_id", "unit_cost", "unit", "price", "currency", "supplier_id", "reason")
  SELECT n."id", n."unit_cost", n."unit", n."unit_cost", company, n."supplier_id", 'Created' FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER formulary_first_offer AFTER INSERT ON "ingredients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION formulary_first_offer();--> statement-breakpoint
-- Every raw material already on file gets the same from its current values.
INSERT INTO "ingredient_offers" ("ingredient_id", "supplier_id", "price", "currency", "unit", "preferred")
SELECT i."id", i."supplier_id", i."unit_cost",
       coalesce((SELECT s."data" #>> '{finance,companyCurrency}' FROM "system_settings" s WHERE s."id" = 1), 'USD'),
       i."unit", true
FROM "ingredients" i;--> statement-breakpoint
INSERT INTO "ingredient_price_history" ("ingredient_id", "unit_cost", "unit", "price", "currency", "supplier_id", "reason", "changed_at")
SELECT o."ingredient_id", o."price", o."unit", o."price", o."currency", o."supplier_id", 'Cost on file', i."updated_at"
FROM "ingredient_offers" o JOIN "ingredients" i ON i."id" = o."ingredient_id"
WHERE o."preferred";
