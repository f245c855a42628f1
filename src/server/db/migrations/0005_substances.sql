CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_substances" (
	"ingredient_id" uuid NOT NULL,
	"substance_id" uuid NOT NULL,
	"percent" numeric(9, 6),
	"min_percent" numeric(9, 6),
	"max_percent" numeric(9, 6),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ingredient_substances_ingredient_id_substance_id_pk" PRIMARY KEY("ingredient_id","substance_id"),
	CONSTRAINT "ingredient_substances_exact_or_range" CHECK (("ingredient_substances"."percent" is not null and "ingredient_substances"."min_percent" is null and "ingredient_substances"."max_percent" is null and "ingredient_substances"."percent" > 0 and "ingredient_substances"."percent" <= 100)
        or ("ingredient_substances"."percent" is null and "ingredient_substances"."min_percent" is not null and "ingredient_substances"."max_percent" is not null
            and "ingredient_substances"."min_percent" >= 0 and "ingredient_substances"."min_percent" <= "ingredient_substances"."max_percent" and "ingredient_substances"."max_percent" > 0 and "ingredient_substances"."max_percent" <= 100))
);
--> statement-breakpoint
CREATE TABLE "substance_counts_as" (
	"substance_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"factor" numeric(12, 6) NOT NULL,
	CONSTRAINT "substance_counts_as_substance_id_target_id_pk" PRIMARY KEY("substance_id","target_id"),
	CONSTRAINT "substance_counts_as_factor_range" CHECK ("substance_counts_as"."factor" > 0 and "substance_counts_as"."factor" <= 10),
	CONSTRAINT "substance_counts_as_not_self" CHECK ("substance_counts_as"."substance_id" <> "substance_counts_as"."target_id")
);
--> statement-breakpoint
CREATE TABLE "substances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inci_name" text NOT NULL,
	"cas_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"ec_number" text,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergen" boolean DEFAULT false NOT NULL,
	"fragrance" boolean DEFAULT false NOT NULL,
	"colour_index" text,
	"nano" boolean DEFAULT false NOT NULL,
	"natural_origin_index" numeric(4, 3),
	"annex_entry" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substances_natural_origin_range" CHECK ("substances"."natural_origin_index" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "ingredients" DROP CONSTRAINT "ingredients_natural_origin_range";--> statement-breakpoint
ALTER TABLE "ingredients" DROP CONSTRAINT "ingredients_unit_valid";--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "density" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "ingredient_substances" ADD CONSTRAINT "ingredient_substances_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_substances" ADD CONSTRAINT "ingredient_substances_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substance_counts_as" ADD CONSTRAINT "substance_counts_as_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substance_counts_as" ADD CONSTRAINT "substance_counts_as_target_id_substances_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_substances_substance_idx" ON "ingredient_substances" USING btree ("substance_id");--> statement-breakpoint
CREATE INDEX "substance_counts_as_target_idx" ON "substance_counts_as" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "substances_inci_name_unique" ON "substances" USING btree (lower("inci_name"));--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_density_positive" CHECK ("ingredients"."density" is null or ("ingredients"."density" > 0 and "ingredients"."density" <= 30));--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_unit_valid" CHECK ("ingredients"."unit" in ('oz', 'lb', 'g', 'kg', 'fl oz', 'gal', 'mL', 'L'));--> statement-breakpoint
-- The read caches hear of writes to the new tables as of every other (ADR 007).
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "substances"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "substance_counts_as"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ingredient_substances"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
-- Every existing raw material becomes one substance at 100 %, found by its INCI name (one substance per name,
-- ignoring case and surrounding spaces), carrying the raw material's ISO 16128 index before that column goes.
INSERT INTO "substances" ("inci_name", "natural_origin_index")
SELECT DISTINCT ON (lower(btrim("inci_name"))) btrim("inci_name"), "natural_origin_index"
FROM "ingredients"
WHERE "inci_name" IS NOT NULL AND btrim("inci_name") <> ''
ORDER BY lower(btrim("inci_name")), "natural_origin_index" DESC NULLS LAST;--> statement-breakpoint
INSERT INTO "ingredient_substances" ("ingredient_id", "substance_id", "percent", "position")
SELECT i."id", s."id", 100, 0
FROM "ingredients" i
JOIN "substances" s ON lower(s."inci_name") = lower(btrim(i."inci_name"));
