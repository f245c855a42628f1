-- Hand-written part of the markets migration (ADRs 058, 059), appended after the generated SQL.
--
-- The markets as master data: the UK follows the EU library (its own rules are its exceptions); the US label
-- names perfume "Fragrance" (21 CFR 701.3(a)), the others "Parfum" (Reg. (EC) 1223/2009 Art. 19(1)(g)).
INSERT INTO "markets" ("code", "name", "follows", "fragrance_label") VALUES
  ('EU', 'European Union', NULL, 'Parfum'),
  ('UK', 'United Kingdom', 'EU', 'Parfum'),
  ('US', 'United States', NULL, 'Fragrance'),
  ('CA', 'Canada', NULL, 'Parfum'),
  ('CN', 'China', NULL, 'Parfum'),
  ('ASEAN', 'ASEAN', NULL, 'Parfum')
  ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
-- A rule's free-text region becomes its market: the names and codes people typed for each market, whatever the
-- case; anything else stays in the EU library, where every rule was applied until now.
UPDATE "regulatory_rules" SET "market" = CASE
    WHEN upper(trim("region")) IN ('UK', 'GB', 'GREAT BRITAIN', 'UNITED KINGDOM') THEN 'UK'
    WHEN upper(trim("region")) IN ('US', 'USA', 'U.S.', 'UNITED STATES', 'FDA') THEN 'US'
    WHEN upper(trim("region")) IN ('CA', 'CANADA') THEN 'CA'
    WHEN upper(trim("region")) IN ('CN', 'CHINA', 'PRC', 'NMPA') THEN 'CN'
    WHEN upper(trim("region")) IN ('ASEAN', 'SOUTH EAST ASIA', 'SOUTHEAST ASIA') THEN 'ASEAN'
    ELSE 'EU' END;--> statement-breakpoint
-- The market settings are part of the compliance catalogue the saves check against: a change moves its version.
CREATE TRIGGER formulary_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "markets"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_bump_catalogue();
-- The change trigger every table carries (docs/architecture.md, "The database"): caches and screens reading the
-- markets reload when one changes.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "markets"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
