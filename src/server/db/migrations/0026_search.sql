-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- Hand-written part of the search migration (ADR 067), appended after the generated SQL.
--
-- Search at catalogue scale: every text the substance and raw-material searches read has a trigram GIN index, so
-- `lower(column) LIKE '%text%'` (the searches, written over the same expressions) and the similarity operators of
-- "did you mean" are index scans, not a read of every row. pg_trgm, lower(inci_name) and the synonyms' index come
-- from the regulatory-label migration; formulary_names_text() is its immutable array_to_string.
CREATE INDEX IF NOT EXISTS "substances_cas_numbers_trgm_idx" ON "substances" USING gin (formulary_names_text("cas_numbers") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "substances_ec_number_trgm_idx" ON "substances" USING gin (lower("ec_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ingredients_name_trgm_idx" ON "ingredients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ingredients_inci_name_trgm_idx" ON "ingredients" USING gin (lower("inci_name") gin_trgm_ops);
