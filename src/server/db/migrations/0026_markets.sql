CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"follows" text,
	"fragrance_label" text DEFAULT 'Parfum' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_code_valid" CHECK ("markets"."code" in ('EU', 'UK', 'US', 'CA', 'CN', 'ASEAN')),
	CONSTRAINT "markets_follows_valid" CHECK ("markets"."follows" is null or "markets"."follows" in ('EU', 'UK', 'US', 'CA', 'CN', 'ASEAN')),
	CONSTRAINT "markets_follows_other" CHECK ("markets"."follows" is null or "markets"."follows" <> "markets"."code")
);
--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "market" text DEFAULT 'EU' NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "markets" text[] DEFAULT '{EU}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "yearly_volume" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
CREATE INDEX "regulatory_rules_market_idx" ON "regulatory_rules" USING btree ("market");--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_market_valid" CHECK ("regulatory_rules"."market" in ('EU', 'UK', 'US', 'CA', 'CN', 'ASEAN'));--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_markets_valid" CHECK (cardinality("formulations"."markets") >= 1 and "formulations"."markets" <@ array['EU', 'UK', 'US', 'CA', 'CN', 'ASEAN']::text[]);--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_yearly_volume_range" CHECK ("formulations"."yearly_volume" >= 0);--> statement-breakpoint
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
--> statement-breakpoint
-- The change trigger every table carries (docs/architecture.md, "The database"): caches and screens reading the
-- markets reload when one changes.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "markets"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
