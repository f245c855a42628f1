CREATE TABLE "safety_conclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formulation_id" uuid NOT NULL,
	"conclusion" text NOT NULL,
	"warnings" text,
	"reasoning" text NOT NULL,
	"assessor_name" text NOT NULL,
	"assessor_qualification" text NOT NULL,
	"accepts_findings" boolean DEFAULT false NOT NULL,
	"justification" text,
	"accepted_substances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_by" uuid,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meaning" text NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "safety_conclusions_justified" CHECK (not "safety_conclusions"."accepts_findings" or "safety_conclusions"."justification" is not null),
	CONSTRAINT "safety_conclusions_hash_format" CHECK ("safety_conclusions"."content_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "toxicology_profiles" (
	"substance_id" uuid PRIMARY KEY NOT NULL,
	"point_of_departure" numeric(18, 6),
	"pod_type" text,
	"route" text,
	"source" text,
	"source_date" date,
	"dermal_absorption" numeric(7, 4),
	"cmr" boolean DEFAULT false NOT NULL,
	"sensitiser" boolean DEFAULT false NOT NULL,
	"threshold" numeric(9, 2),
	"threshold_reason" text,
	"note" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toxicology_profiles_pod_type_valid" CHECK ("toxicology_profiles"."pod_type" is null or "toxicology_profiles"."pod_type" in ('noael', 'loael', 'bmdl')),
	CONSTRAINT "toxicology_profiles_route_valid" CHECK ("toxicology_profiles"."route" is null or "toxicology_profiles"."route" in ('oral', 'dermal', 'subcutaneous')),
	CONSTRAINT "toxicology_profiles_pod_positive" CHECK ("toxicology_profiles"."point_of_departure" is null or "toxicology_profiles"."point_of_departure" > 0),
	CONSTRAINT "toxicology_profiles_absorption_range" CHECK ("toxicology_profiles"."dermal_absorption" is null or ("toxicology_profiles"."dermal_absorption" >= 0 and "toxicology_profiles"."dermal_absorption" <= 100)),
	CONSTRAINT "toxicology_profiles_threshold_positive" CHECK ("toxicology_profiles"."threshold" is null or "toxicology_profiles"."threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "undesirable_effects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formulation_id" uuid NOT NULL,
	"occurred_on" date NOT NULL,
	"description" text NOT NULL,
	"body_area" text NOT NULL,
	"severity" text NOT NULL,
	"serious" boolean DEFAULT false NOT NULL,
	"causality" text NOT NULL,
	"follow_up" text,
	"report_deadline" date,
	"reported_by" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "undesirable_effects_severity_valid" CHECK ("undesirable_effects"."severity" in ('mild', 'moderate', 'severe')),
	CONSTRAINT "undesirable_effects_causality_valid" CHECK ("undesirable_effects"."causality" in ('very_likely', 'likely', 'not_clearly_attributable', 'unlikely', 'excluded')),
	CONSTRAINT "undesirable_effects_deadline_if_serious" CHECK ("undesirable_effects"."serious" = ("undesirable_effects"."report_deadline" is not null))
);
--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "exposure_category" text DEFAULT 'face_cream' NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_conclusions" ADD CONSTRAINT "safety_conclusions_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_conclusions" ADD CONSTRAINT "safety_conclusions_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toxicology_profiles" ADD CONSTRAINT "toxicology_profiles_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undesirable_effects" ADD CONSTRAINT "undesirable_effects_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undesirable_effects" ADD CONSTRAINT "undesirable_effects_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_conclusions_formulation_idx" ON "safety_conclusions" USING btree ("formulation_id","signed_at");--> statement-breakpoint
CREATE INDEX "safety_conclusions_signed_by_idx" ON "safety_conclusions" USING btree ("signed_by");--> statement-breakpoint
CREATE INDEX "undesirable_effects_formulation_idx" ON "undesirable_effects" USING btree ("formulation_id","occurred_on");--> statement-breakpoint
CREATE INDEX "undesirable_effects_reported_by_idx" ON "undesirable_effects" USING btree ("reported_by");--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_exposure_category_valid" CHECK ("formulations"."exposure_category" in ('shower_gel', 'shampoo', 'hair_styling', 'body_lotion', 'face_cream', 'hand_cream', 'liquid_foundation', 'lipstick', 'deodorant_non_spray', 'deodorant_spray', 'toothpaste', 'mouthwash', 'hair_conditioner'));--> statement-breakpoint-- Hand-written part of the safety branch's migration (0022_safety_assessment): appended to the generated file.
-- The change feed sees every new table (the read caches and the live events read them).
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "toxicology_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "safety_conclusions"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "undesirable_effects"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
-- Profiles are part of the catalogue every formulation save checks against (the catalogue cache, ADR 014).
CREATE TRIGGER formulary_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "toxicology_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_bump_catalogue();--> statement-breakpoint
-- A signed conclusion is immutable: no update, by the application or anyone else (deleting its formulation
-- still deletes it).
CREATE FUNCTION formulary_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signed % row cannot be changed', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER safety_conclusions_immutable BEFORE UPDATE ON "safety_conclusions"
  FOR EACH ROW EXECUTE FUNCTION formulary_refuse_update();
