CREATE TABLE "regulatory_datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"annex" text NOT NULL,
	"file_name" text NOT NULL,
	"file_creation_date" date NOT NULL,
	"last_update" date NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"content" text NOT NULL,
	"entry_digests" jsonb NOT NULL,
	"base_dataset_id" uuid,
	"entries" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"removed" integer NOT NULL,
	"structured" integer NOT NULL,
	"needs_review" integer NOT NULL,
	"preview" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" uuid,
	"applied_at" timestamp with time zone,
	CONSTRAINT "regulatory_datasets_annex_valid" CHECK ("regulatory_datasets"."annex" in ('II', 'III', 'IV', 'V', 'VI')),
	CONSTRAINT "regulatory_datasets_status_valid" CHECK ("regulatory_datasets"."status" in ('previewed', 'applying', 'applied'))
);
--> statement-breakpoint
ALTER TABLE "regulatory_rules" DROP CONSTRAINT "regulatory_rules_type_valid";--> statement-breakpoint
ALTER TABLE "regulatory_rules" DROP CONSTRAINT "regulatory_rules_substance_given";--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "source_dataset_id" uuid;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "source_annex" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "source_reference" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "source_entry_key" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "regulation" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "cmr" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "source_update_date" date;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "calculated_as" text;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "legal_text" jsonb;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD COLUMN "review_reasons" text[];--> statement-breakpoint
ALTER TABLE "regulatory_datasets" ADD CONSTRAINT "regulatory_datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_datasets" ADD CONSTRAINT "regulatory_datasets_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulatory_datasets_annex_idx" ON "regulatory_datasets" USING btree ("annex","applied_at");--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_source_dataset_id_regulatory_datasets_id_fk" FOREIGN KEY ("source_dataset_id") REFERENCES "public"."regulatory_datasets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulatory_rules_source_idx" ON "regulatory_rules" USING btree ("source_annex","source_entry_key");--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_positive_list_used_as" CHECK ("regulatory_rules"."rule_type" <> 'positive_list' or "regulatory_rules"."used_as" is not null);--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_type_valid" CHECK ("regulatory_rules"."rule_type" in ('prohibited', 'max_concentration', 'conditional', 'allergen_label', 'mandatory_warning', 'missing_inci', 'positive_list'));--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_substance_given" CHECK (("regulatory_rules"."rule_type" in ('missing_inci', 'positive_list')) = ("regulatory_rules"."substance_id" is null));--> statement-breakpoint
-- Hand-written part of the regulatory datasets migration (ADR 055): the change trigger every table carries
-- (docs/architecture.md, "The database"), so the Regulatory data tab's list reloads when a file is applied.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regulatory_datasets"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
