CREATE INDEX "sessions_impersonator_idx" ON "sessions" USING btree ("impersonator_id") WHERE "sessions"."impersonator_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_reports_user_idx" ON "support_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_invitations_consumer_idx" ON "client_invitations" USING btree ("consumed_by_user_id") WHERE "client_invitations"."consumed_by_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notes_lesson_idx" ON "notes" USING btree ("lesson_id") WHERE "notes"."lesson_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "commitments_assigned_by_idx" ON "commitments" USING btree ("assigned_by") WHERE "commitments"."assigned_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_habit_day_idx" ON "tasks" USING btree ("habit_id","due_on") WHERE "tasks"."habit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_lesson_idx" ON "tasks" USING btree ("lesson_id") WHERE "tasks"."lesson_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_assigned_by_idx" ON "tasks" USING btree ("assigned_by") WHERE "tasks"."assigned_by" IS NOT NULL;