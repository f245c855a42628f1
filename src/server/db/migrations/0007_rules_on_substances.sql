ALTER TABLE "regulatory_rules" DROP CONSTRAINT "regulatory_rules_type_valid";--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "application_area" text DEFAULT 'face' NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "exposure" text DEFAULT 'leave_on' NOT NULL;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "substance_id" uuid;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "application_areas" text[];--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "exposure" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "annex_entry" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "applies_from" date;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "placing_ban_from" date;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "making_available_ban_from" date;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulatory_rules_substance_idx" ON "regulatory_rules" USING btree ("substance_id");--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_application_area_valid" CHECK ("formulations"."application_area" in ('face', 'eye_area', 'lips', 'body', 'hands', 'hair', 'scalp', 'nails', 'oral'));--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_exposure_valid" CHECK ("formulations"."exposure" in ('leave_on', 'rinse_off'));--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_exposure_valid" CHECK ("regulatory_rules"."exposure" in ('all', 'leave_on', 'rinse_off'));--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_type_valid" CHECK ("regulatory_rules"."rule_type" in ('prohibited', 'max_concentration', 'conditional', 'allergen_label', 'mandatory_warning', 'missing_inci'));--> statement-breakpoint
-- Where existing products are used (docs/product-rules.md, "Compliance"): cleansers, masks and exfoliants rinse off; the body part from
-- the name, face otherwise. Formulators confirm or change it in the form.
UPDATE "formulations" SET "exposure" = CASE WHEN "product_type" IN ('cleanser', 'mask', 'exfoliant') THEN 'rinse_off' ELSE 'leave_on' END;--> statement-breakpoint
UPDATE "formulations" SET "application_area" = CASE
  WHEN "name" ~* '\m(eyes?|eyelids?)\M|under-eye' THEN 'eye_area'
  WHEN "name" ~* '\mlips?\M' THEN 'lips'
  WHEN "name" ~* '\mbody\M' THEN 'body'
  WHEN "name" ~* '\mhands?\M' THEN 'hands'
  WHEN "name" ~* '\mscalp\M' THEN 'scalp'
  WHEN "name" ~* '\mhair\M|shampoo|conditioner' THEN 'hair'
  WHEN "name" ~* '\mnails?\M|cuticle' THEN 'nails'
  WHEN "name" ~* '\mtooth|mouth|\moral\M' THEN 'oral'
  ELSE 'face' END;--> statement-breakpoint
-- Rules move from names matched as text to substances: the substance whose INCI name or synonym is the rule's
-- text (ignoring case), created when the catalogue has none. Scope becomes exposure.
INSERT INTO "substances" ("inci_name")
SELECT DISTINCT btrim(r."substance") FROM "regulatory_rules" r
WHERE r."substance" IS NOT NULL AND btrim(r."substance") <> ''
  AND NOT EXISTS (
    SELECT 1 FROM "substances" s
    WHERE lower(s."inci_name") = lower(btrim(r."substance"))
       OR lower(btrim(r."substance")) = ANY (SELECT lower(x) FROM unnest(s."synonyms") AS x)
  )
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "regulatory_rules" r SET "substance_id" = (
  SELECT s."id" FROM "substances" s
  WHERE lower(s."inci_name") = lower(btrim(r."substance"))
     OR lower(btrim(r."substance")) = ANY (SELECT lower(x) FROM unnest(s."synonyms") AS x)
  ORDER BY (lower(s."inci_name") = lower(btrim(r."substance"))) DESC
  LIMIT 1)
WHERE r."substance" IS NOT NULL AND btrim(r."substance") <> '';--> statement-breakpoint
UPDATE "regulatory_rules" SET "exposure" = "scope";
