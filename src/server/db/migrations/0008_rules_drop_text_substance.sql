ALTER TABLE "regulatory_rules" DROP CONSTRAINT "regulatory_rules_scope_valid";--> statement-breakpoint
ALTER TABLE "regulatory_rules" DROP COLUMN "substance";--> statement-breakpoint
ALTER TABLE "regulatory_rules" DROP COLUMN "scope";--> statement-breakpoint
ALTER TABLE "regulatory_rules" ADD CONSTRAINT "regulatory_rules_substance_given" CHECK (("regulatory_rules"."rule_type" = 'missing_inci') = ("regulatory_rules"."substance_id" is null));