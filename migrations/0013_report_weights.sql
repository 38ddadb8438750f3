ALTER TABLE "reports" ADD COLUMN "reporter_address_hash" text;--> statement-breakpoint
CREATE INDEX "moderation_log_member_idx" ON "moderation_log" USING btree ("member_id") WHERE "moderation_log"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_at_risk_reporter_idx" ON "reports" USING btree ("reporter_id") WHERE "reports"."reason" = 'at-risk';--> statement-breakpoint
CREATE INDEX "reports_at_risk_address_idx" ON "reports" USING btree ("reporter_address_hash") WHERE "reports"."reason" = 'at-risk' and "reports"."reporter_address_hash" is not null;