CREATE TABLE "change_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"entity_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_proposals_entity_type_valid" CHECK ("change_proposals"."entity_type" in ('substance')),
	CONSTRAINT "change_proposals_status_valid" CHECK ("change_proposals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "ingredients" DROP CONSTRAINT "ingredients_unit_cost_positive";--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_proposals_entity_idx" ON "change_proposals" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "change_proposals_status_idx" ON "change_proposals" USING btree ("status","proposed_at");--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_unit_cost_positive" CHECK ("ingredients"."unit_cost" > 0);--> statement-breakpoint
-- The change trigger every table carries (migrations 0003 and 0015, ADR 007): a change proposal changes the
-- substances' answers (their pending changes), which the read caches of every instance must drop.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "change_proposals"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
