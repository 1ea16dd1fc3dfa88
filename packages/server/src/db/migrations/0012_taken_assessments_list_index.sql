DROP INDEX "taken_assessments_coach_idx";--> statement-breakpoint
CREATE INDEX "assessment_grants_coach_idx" ON "assessment_grants" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "taken_assessments_coach_completed_idx" ON "taken_assessments" USING btree ("coach_id","created_at","id") WHERE "taken_assessments"."completed_at" IS NOT NULL;