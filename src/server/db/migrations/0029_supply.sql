CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"valid_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_currency_iso" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ingredient_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"supplier_id" uuid,
	"supplier_product_name" text,
	"supplier_code" text,
	"price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"unit" text NOT NULL,
	"pack_size" numeric(14, 4),
	"moq" numeric(14, 4),
	"lead_time_days" integer,
	"valid_from" date,
	"valid_to" date,
	"preferred" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredient_offers_price_positive" CHECK ("ingredient_offers"."price" > 0),
	CONSTRAINT "ingredient_offers_currency_iso" CHECK ("ingredient_offers"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ingredient_offers_unit_valid" CHECK ("ingredient_offers"."unit" in ('oz', 'lb', 'g', 'kg', 'fl oz', 'gal', 'mL', 'L')),
	CONSTRAINT "ingredient_offers_validity" CHECK ("ingredient_offers"."valid_to" is null or "ingredient_offers"."valid_from" is null or "ingredient_offers"."valid_from" <= "ingredient_offers"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "ingredient_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"unit_cost" numeric(18, 6) NOT NULL,
	"unit" text NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"supplier_id" uuid,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_offers" ADD CONSTRAINT "ingredient_offers_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_offers" ADD CONSTRAINT "ingredient_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD CONSTRAINT "ingredient_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day" ON "exchange_rates" USING btree ("currency","valid_from");--> statement-breakpoint
CREATE INDEX "ingredient_offers_ingredient_idx" ON "ingredient_offers" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "ingredient_offers_supplier_idx" ON "ingredient_offers" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_offers_one_preferred" ON "ingredient_offers" USING btree ("ingredient_id") WHERE "ingredient_offers"."preferred";--> statement-breakpoint
CREATE INDEX "ingredient_price_history_ingredient_idx" ON "ingredient_price_history" USING btree ("ingredient_id","changed_at");--> statement-breakpoint
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
