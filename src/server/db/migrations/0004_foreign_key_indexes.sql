CREATE INDEX "compliance_issues_formulation_idx" ON "compliance_issues" USING btree ("formulation_id");--> statement-breakpoint
CREATE INDEX "compliance_issues_ingredient_idx" ON "compliance_issues" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "compliance_issues_rule_idx" ON "compliance_issues" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "ideation_formulation_idx" ON "ideation_sessions" USING btree ("formulation_id");--> statement-breakpoint
CREATE INDEX "notification_reads_issue_idx" ON "notification_reads" USING btree ("issue_id");