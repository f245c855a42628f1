CREATE TABLE "account_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"description" text NOT NULL,
	"metadata" jsonb,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"region" text,
	"due_date" date,
	"formulation_id" uuid,
	"ingredient_id" uuid,
	"rule_id" uuid,
	"auto_key" text,
	"assignee_id" uuid,
	"reported_by" uuid,
	"status_changed_by" uuid,
	"status_changed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_issues_severity_valid" CHECK ("compliance_issues"."severity" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "compliance_issues_status_valid" CHECK ("compliance_issues"."status" in ('open', 'in_progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"entity_id" text,
	"user_id" uuid,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"templates" text[] NOT NULL,
	"format" text NOT NULL,
	"date_range" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text,
	"size_bytes" integer,
	"error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exports_format_valid" CHECK ("exports"."format" in ('xlsx', 'csv', 'pdf')),
	CONSTRAINT "exports_status_valid" CHECK ("exports"."status" in ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "formulation_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formulation_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"ounces" numeric(18, 6) NOT NULL,
	"cost" numeric(18, 6) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formulation_ingredients_ounces_min" CHECK ("formulation_ingredients"."ounces" >= 0.01),
	CONSTRAINT "formulation_ingredients_cost_nonnegative" CHECK ("formulation_ingredients"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "formulation_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formulation_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_history_to_valid" CHECK ("formulation_status_history"."to_status" in ('draft', 'in_development', 'testing', 'compliance_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "formulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"product_type" text NOT NULL,
	"target_skin_type" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"batch_size" numeric(18, 6) DEFAULT '1000' NOT NULL,
	"unit_size" numeric(18, 6) DEFAULT '50' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"lineage_id" uuid NOT NULL,
	"parent_id" uuid,
	"total_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cost_per_unit" numeric(18, 4) DEFAULT '0' NOT NULL,
	"target_margin" numeric(5, 2) DEFAULT '60' NOT NULL,
	"created_by" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formulations_product_type_valid" CHECK ("formulations"."product_type" in ('balm', 'cleanser', 'moisturizer', 'serum', 'sunscreen', 'treatment', 'mask', 'toner', 'exfoliant')),
	CONSTRAINT "formulations_skin_type_valid" CHECK ("formulations"."target_skin_type" is null or "formulations"."target_skin_type" in ('oily', 'dry', 'sensitive', 'combination', 'normal', 'mature', 'acne_prone')),
	CONSTRAINT "formulations_status_valid" CHECK ("formulations"."status" in ('draft', 'in_development', 'testing', 'compliance_review', 'approved', 'rejected')),
	CONSTRAINT "formulations_batch_size_min" CHECK ("formulations"."batch_size" >= 1),
	CONSTRAINT "formulations_unit_size_min" CHECK ("formulations"."unit_size" >= 1),
	CONSTRAINT "formulations_version_positive" CHECK ("formulations"."version" >= 1),
	CONSTRAINT "formulations_costs_nonnegative" CHECK ("formulations"."total_cost" >= 0 and "formulations"."cost_per_unit" >= 0),
	CONSTRAINT "formulations_margin_range" CHECK ("formulations"."target_margin" >= 0 and "formulations"."target_margin" <= 95)
);
--> statement-breakpoint
CREATE TABLE "ideation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"context" text,
	"response" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"formulation_id" uuid,
	"provider" text NOT NULL,
	"rating" integer,
	"is_implemented" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideation_rating_range" CHECK ("ideation_sessions"."rating" is null or "ideation_sessions"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"inci_name" text,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"supplier_id" uuid,
	"unit_cost" numeric(18, 6) NOT NULL,
	"unit" text DEFAULT 'oz' NOT NULL,
	"quality_grade" text DEFAULT 'cosmetic' NOT NULL,
	"sustainability_rating" integer DEFAULT 50 NOT NULL,
	"regulatory_restrictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergen_info" text,
	"shelf_life_months" integer DEFAULT 24 NOT NULL,
	"storage_conditions" text,
	"water_liters_per_oz" numeric(14, 6),
	"carbon_kg_per_oz" numeric(14, 6),
	"natural_origin_index" numeric(4, 3),
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_category_valid" CHECK ("ingredients"."category" in ('active', 'base', 'emulsifier', 'preservative', 'fragrance', 'colorant', 'humectant', 'emollient', 'botanical', 'surfactant')),
	CONSTRAINT "ingredients_unit_valid" CHECK ("ingredients"."unit" in ('oz', 'fl oz', 'lb', 'gal')),
	CONSTRAINT "ingredients_quality_grade_valid" CHECK ("ingredients"."quality_grade" in ('cosmetic', 'pharmaceutical', 'food', 'industrial', 'natural', 'organic', 'synthetic')),
	CONSTRAINT "ingredients_unit_cost_positive" CHECK ("ingredients"."unit_cost" >= 0.01),
	CONSTRAINT "ingredients_sustainability_range" CHECK ("ingredients"."sustainability_rating" between 1 and 100),
	CONSTRAINT "ingredients_shelf_life_range" CHECK ("ingredients"."shelf_life_months" between 1 and 120),
	CONSTRAINT "ingredients_water_nonnegative" CHECK ("ingredients"."water_liters_per_oz" >= 0),
	CONSTRAINT "ingredients_carbon_nonnegative" CHECK ("ingredients"."carbon_kg_per_oz" >= 0),
	CONSTRAINT "ingredients_natural_origin_range" CHECK ("ingredients"."natural_origin_index" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_outcome_valid" CHECK ("login_attempts"."outcome" in ('success', 'failure', 'locked', 'rate_limited'))
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_issue_id_pk" PRIMARY KEY("user_id","issue_id")
);
--> statement-breakpoint
CREATE TABLE "regulatory_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rule_type" text NOT NULL,
	"substance" text,
	"max_percent" numeric(9, 4),
	"product_types" text[],
	"scope" text DEFAULT 'all' NOT NULL,
	"region" text DEFAULT 'EU' NOT NULL,
	"severity" text DEFAULT 'high' NOT NULL,
	"reference" text,
	"warning_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulatory_rules_type_valid" CHECK ("regulatory_rules"."rule_type" in ('prohibited', 'max_concentration', 'allergen_label', 'missing_inci')),
	CONSTRAINT "regulatory_rules_scope_valid" CHECK ("regulatory_rules"."scope" in ('all', 'leave_on', 'rinse_off')),
	CONSTRAINT "regulatory_rules_severity_valid" CHECK ("regulatory_rules"."severity" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "regulatory_rules_max_percent_range" CHECK ("regulatory_rules"."max_percent" is null or "regulatory_rules"."max_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text,
	"parameters" jsonb NOT NULL,
	"results" jsonb,
	"created_by" uuid,
	"ran_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenarios_type_valid" CHECK ("scenarios"."type" in ('market_analysis', 'cost_optimization', 'competitor_response', 'regulatory_change')),
	CONSTRAINT "scenarios_status_valid" CHECK ("scenarios"."status" in ('draft', 'running', 'completed', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"country" text,
	"website" text,
	"rating" numeric(2, 1) DEFAULT '0.0' NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"sustainability_score" integer DEFAULT 0 NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"minimum_order_value" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_rating_range" CHECK ("suppliers"."rating" >= 0 and "suppliers"."rating" <= 5),
	CONSTRAINT "suppliers_sustainability_range" CHECK ("suppliers"."sustainability_score" between 0 and 100),
	CONSTRAINT "suppliers_lead_time_nonnegative" CHECK ("suppliers"."lead_time_days" >= 0),
	CONSTRAINT "suppliers_minimum_order_nonnegative" CHECK ("suppliers"."minimum_order_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sustainability_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"metric" text NOT NULL,
	"target_value" numeric(14, 4) NOT NULL,
	"baseline_value" numeric(14, 4),
	"due_date" date,
	"created_by" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sustainability_goals_target_nonnegative" CHECK ("sustainability_goals"."target_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_settings_single_row" CHECK ("system_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"color_palette" jsonb NOT NULL,
	"typography" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"brand_elements" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'viewer' NOT NULL,
	"password_hash" text,
	"phone" text,
	"company" text,
	"bio" text,
	"last_active_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_issues" ADD CONSTRAINT "compliance_issues_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_issues" ADD CONSTRAINT "compliance_issues_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_issues" ADD CONSTRAINT "compliance_issues_rule_id_regulatory_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."regulatory_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_issues" ADD CONSTRAINT "compliance_issues_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_issues" ADD CONSTRAINT "compliance_issues_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_issues" ADD CONSTRAINT "compliance_issues_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD CONSTRAINT "formulation_ingredients_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulation_ingredients" ADD CONSTRAINT "formulation_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulation_status_history" ADD CONSTRAINT "formulation_status_history_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulation_status_history" ADD CONSTRAINT "formulation_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulations" ADD CONSTRAINT "formulations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideation_sessions" ADD CONSTRAINT "ideation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideation_sessions" ADD CONSTRAINT "ideation_sessions_formulation_id_formulations_id_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_issue_id_compliance_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."compliance_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustainability_goals" ADD CONSTRAINT "sustainability_goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_action_idx" ON "activity_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_issues_open_auto_key" ON "compliance_issues" USING btree ("auto_key") WHERE "compliance_issues"."auto_key" is not null and "compliance_issues"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "compliance_issues_status_idx" ON "compliance_issues" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "formulation_ingredients_formulation_idx" ON "formulation_ingredients" USING btree ("formulation_id","position");--> statement-breakpoint
CREATE INDEX "formulation_ingredients_ingredient_idx" ON "formulation_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "status_history_formulation_idx" ON "formulation_status_history" USING btree ("formulation_id","changed_at");--> statement-breakpoint
CREATE INDEX "formulations_created_idx" ON "formulations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "formulations_status_idx" ON "formulations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "formulations_lineage_version_unique" ON "formulations" USING btree ("lineage_id","version");--> statement-breakpoint
CREATE INDEX "ideation_user_idx" ON "ideation_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ingredients_name_idx" ON "ingredients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ingredients_supplier_idx" ON "ingredients" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_active" ON "themes" USING btree ("is_active") WHERE "themes"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));