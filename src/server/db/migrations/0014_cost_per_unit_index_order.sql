DROP INDEX "formulations_cost_per_unit_idx";--> statement-breakpoint
CREATE INDEX "formulations_cost_per_unit_idx" ON "formulations" USING btree ("cost_per_unit" DESC NULLS FIRST,"created_at","id");