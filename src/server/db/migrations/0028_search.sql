-- Hand-written part of the search migration (ADR 067), appended after the generated SQL.
--
-- Search at catalogue scale: each list search reads one trigram GIN index over one stored text holding everything
-- it searches (a substance's INCI name, synonyms, CAS and EC numbers; a raw material's name and INCI text), so
-- `search_text LIKE '%text%'` is one index scan and one plain comparison per candidate row. Stored, because a
-- function over the arrays in the query is called again for every candidate (it cannot be inlined: see below).
-- Generated columns are left out of backups, which the restore recomputes. The substance INCI name's and
-- synonyms' own indexes (regulatory-label migration) serve "did you mean"; the raw material's name and INCI text
-- get theirs here for the same. array_to_string is declared stable for any array type, but over text[] it is
-- immutable, which a generated column needs, so this wrapper says so.
CREATE OR REPLACE FUNCTION formulary_substance_search_text(inci_name text, synonyms text[], cas_numbers text[], ec_number text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(inci_name || ' | ' || array_to_string(synonyms, ' | ') || ' | '
    || array_to_string(cas_numbers, ' | ') || ' | ' || coalesce(ec_number, '')) $$;--> statement-breakpoint
ALTER TABLE "substances" ADD COLUMN "search_text" text
  GENERATED ALWAYS AS (formulary_substance_search_text("inci_name", "synonyms", "cas_numbers", "ec_number")) STORED;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "search_text" text
  GENERATED ALWAYS AS (lower("name" || ' | ' || coalesce("inci_name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "substances_search_trgm_idx" ON "substances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ingredients_search_trgm_idx" ON "ingredients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ingredients_name_trgm_idx" ON "ingredients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ingredients_inci_name_trgm_idx" ON "ingredients" USING gin (lower("inci_name") gin_trgm_ops);
