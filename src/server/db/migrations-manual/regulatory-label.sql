-- Hand-written part of the regulatory-label migration (ADRs 033, 034, 035), appended after the generated SQL.
--
-- "Did you mean": trigram similarity on substance names. pg_trgm is a trusted extension (PostgreSQL 13+), so the
-- database owner creates it without superuser rights; test databases cloned from a migrated template have it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- An index expression must be immutable; array_to_string is declared stable (for any array type), but over
-- text[] it is immutable, so this wrapper says so.
CREATE OR REPLACE FUNCTION formulary_names_text(names text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(array_to_string(names, ' | ')) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "substances_inci_name_trgm_idx" ON "substances" USING gin (lower("inci_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "substances_synonyms_trgm_idx" ON "substances" USING gin (formulary_names_text("synonyms") gin_trgm_ops);--> statement-breakpoint
-- Function of use of the compositions on file, from their raw material's category (defaultUsedAs).
UPDATE "ingredient_substances" c SET "used_as" = CASE i."category"
    WHEN 'preservative' THEN 'preservative'
    WHEN 'colorant' THEN 'colourant'
    WHEN 'fragrance' THEN 'perfume'
    ELSE 'other' END
  FROM "ingredients" i WHERE i."id" = c."ingredient_id";--> statement-breakpoint
-- Whether a raw material is perfume (its category, its declared-as-Parfum switch) is part of what the compliance
-- catalogue cache holds: a change to either moves the catalogue version like a composition change does.
CREATE TRIGGER formulary_bump_catalogue_perfume AFTER UPDATE ON "ingredients"
  FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."declared_as_parfum" IS DISTINCT FROM NEW."declared_as_parfum")
  EXECUTE FUNCTION formulary_bump_catalogue();--> statement-breakpoint
-- Labelling duties are not violations: the open alerts that only said an allergen must be named go, and so do
-- the automated alerts whose formulation was deleted (deleting a formulation now deletes its alerts).
DELETE FROM "compliance_issues" ci USING "regulatory_rules" r
  WHERE ci."rule_id" = r."id" AND r."rule_type" = 'allergen_label'
    AND ci."auto_key" IS NOT NULL AND ci."status" <> 'resolved';--> statement-breakpoint
DELETE FROM "compliance_issues" WHERE "auto_key" IS NOT NULL AND "formulation_id" IS NULL;
