-- Hand-written search-speed migration (ADR 067): no statistics on the stored search texts.
--
-- The planner estimated `search_text LIKE '%wax%'` from the column's histogram, 100 sampled texts: when those
-- happened to hold the text (a catalogue whose names repeat a pattern, as the generated one's do) it expected
-- every row to match and read the whole table instead of the trigram index, 20 times slower. Without statistics
-- it estimates LIKE from the pattern's length (PostgreSQL's default pattern selectivity): a search of three
-- characters or more always goes through the index, which is never much slower than a full read even when most
-- rows match. The column serves only these LIKE searches, so no other plan needs its statistics. Setting the
-- target to 0 keeps the statistics already gathered; changing the column to its own type drops them (no rewrite).
ALTER TABLE "substances" ALTER COLUMN "search_text" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "substances" ALTER COLUMN "search_text" TYPE text;--> statement-breakpoint
ALTER TABLE "ingredients" ALTER COLUMN "search_text" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "ingredients" ALTER COLUMN "search_text" TYPE text;
