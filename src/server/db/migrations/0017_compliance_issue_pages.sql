DROP INDEX "compliance_issues_status_idx";--> statement-breakpoint
CREATE INDEX "compliance_issues_created_idx" ON "compliance_issues" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "compliance_issues_status_idx" ON "compliance_issues" USING btree ("status","created_at","id");