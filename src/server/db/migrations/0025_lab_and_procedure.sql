CREATE TABLE "challenge_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"started_on" date NOT NULL,
	"laboratory" text,
	"results" jsonb NOT NULL,
	"notes" text,
	"recorded_by" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_batch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"ingredient_id" uuid,
	"name" text NOT NULL,
	"phase" text,
	"position" integer NOT NULL,
	"percent" numeric(9, 6) NOT NULL,
	"target_weight" numeric(18, 6) NOT NULL,
	"tolerance_percent" numeric(5, 2) DEFAULT '1' NOT NULL,
	"actual_weight" numeric(18, 6),
	"lot_number" text,
	"weighed_by" uuid,
	"weighed_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_batch_lines_weights_nonnegative" CHECK ("lab_batch_lines"."target_weight" >= 0 and "lab_batch_lines"."actual_weight" >= 0),
	CONSTRAINT "lab_batch_lines_tolerance_range" CHECK ("lab_batch_lines"."tolerance_percent" >= 0 and "lab_batch_lines"."tolerance_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "lab_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_number" text NOT NULL,
	"formulation_id" uuid,
	"formulation_name" text NOT NULL,
	"formulation_version" integer NOT NULL,
	"size" numeric(18, 6) NOT NULL,
	"unit" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"phases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specification" jsonb,
	"measurements" jsonb,
	"measured_at" timestamp with time zone,
	"notes" text,
	"made_by" uuid,
	"completed_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_batches_unit_valid" CHECK ("lab_batches"."unit" in ('kg', 'g', 'oz')),
	CONSTRAINT "lab_batches_status_valid" CHECK ("lab_batches"."status" in ('in_progress', 'completed')),
	CONSTRAINT "lab_batches_size_positive" CHECK ("lab_batches"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "stability_cells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"timepoint" text NOT NULL,
	"due_date" date NOT NULL,
	"measurements" jsonb,
	"notes" text,
	"done_at" timestamp with time zone,
	"recorded_by" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stability_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"owner_id" uuid,
	"start_date" date NOT NULL,
	"conditions" jsonb NOT NULL,
	"timepoints" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formulation_ingredients" DROP CONSTRAINT "formulation_ingredients_ounces_min";--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD COLUMN "percent" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD COLUMN "qs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "entry_mode" text DEFAULT 'ounces' NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "formulations" ADD COLUMN "specification" jsonb;--> statement-breakpoint
ALTER TABLE "challenge_tests" ADD CONSTRAINT "challenge_tests_batch_id_lab_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lab_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_tests" ADD CONSTRAINT "challenge_tests_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_batch_lines" ADD CONSTRAINT "lab_batch_lines_batch_id_lab_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lab_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_batch_lines" ADD CONSTRAINT "lab_batch_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_batch_lines" ADD CONSTRAINT "lab_batch_lines_weighed_by_users_id_fk" FOREIGN KEY ("weighed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_batch_lines" ADD CONSTRAINT "lab_batch_lines_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_batches" ADD CONSTRAINT "lab_batches_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_batches" ADD CONSTRAINT "lab_batches_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_cells" ADD CONSTRAINT "stability_cells_study_id_stability_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."stability_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_cells" ADD CONSTRAINT "stability_cells_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_studies" ADD CONSTRAINT "stability_studies_batch_id_lab_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lab_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_studies" ADD CONSTRAINT "stability_studies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_tests_batch_idx" ON "challenge_tests" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "lab_batch_lines_batch_idx" ON "lab_batch_lines" USING btree ("batch_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_batches_number_unique" ON "lab_batches" USING btree ("batch_number");--> statement-breakpoint
CREATE INDEX "lab_batches_created_idx" ON "lab_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lab_batches_formulation_idx" ON "lab_batches" USING btree ("formulation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stability_cells_study_cell_unique" ON "stability_cells" USING btree ("study_id","condition","timepoint");--> statement-breakpoint
CREATE INDEX "stability_cells_open_due_idx" ON "stability_cells" USING btree ("due_date") WHERE "stability_cells"."done_at" is null;--> statement-breakpoint
CREATE INDEX "stability_studies_batch_idx" ON "stability_studies" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD CONSTRAINT "formulation_ingredients_ounces_positive" CHECK ("formulation_ingredients"."ounces" > 0);--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD CONSTRAINT "formulation_ingredients_percent_range" CHECK ("formulation_ingredients"."percent" is null or ("formulation_ingredients"."percent" > 0 and "formulation_ingredients"."percent" <= 100));--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD CONSTRAINT "formulation_ingredients_phase_code" CHECK ("formulation_ingredients"."phase" is null or "formulation_ingredients"."phase" ~ '^[A-Z]$');--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_entry_mode_valid" CHECK ("formulations"."entry_mode" in ('ounces', 'percent'));--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_phases_array" CHECK (jsonb_typeof("formulations"."phases") = 'array');--> statement-breakpoint-- Branch lab (phases and procedure, percent entry, batch tickets, lab batches, stability): hand-written SQL
-- appended to the generated migration 0019_lab_and_procedure.sql. The change trigger every table carries
-- (docs/architecture.md, "The database"), on the five lab tables.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lab_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lab_batch_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stability_studies"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stability_cells"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "challenge_tests"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
