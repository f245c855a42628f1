CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingredient_id" uuid,
	"supplier_id" uuid,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_key" text NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"uploaded_by" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "documents_one_owner" CHECK (("documents"."ingredient_id" is null) <> ("documents"."supplier_id" is null)),
	CONSTRAINT "documents_type_valid" CHECK ("documents"."type" in ('sds', 'coa', 'tds', 'ifra_certificate', 'allergen_declaration', 'iso16128_statement', 'certificate')),
	CONSTRAINT "documents_content_type_valid" CHECK ("documents"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "documents_dates" CHECK ("documents"."issued_on" is null or "documents"."expires_on" is null or "documents"."issued_on" <= "documents"."expires_on")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_ingredient_current" ON "documents" USING btree ("ingredient_id","type") WHERE "documents"."current" and "documents"."ingredient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_supplier_current" ON "documents" USING btree ("supplier_id","type") WHERE "documents"."current" and "documents"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_ingredient_idx" ON "documents" USING btree ("ingredient_id","type","version");--> statement-breakpoint
CREATE INDEX "documents_supplier_idx" ON "documents" USING btree ("supplier_id","type","version");--> statement-breakpoint
CREATE INDEX "documents_expiry_idx" ON "documents" USING btree ("expires_on") WHERE "documents"."current";--> statement-breakpoint
-- Branch documents (raw-material and supplier documents; ADR 069): hand-written SQL appended to the generated
-- migration. The change trigger every table carries (docs/architecture.md, "The database").
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
