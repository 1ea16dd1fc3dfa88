CREATE TABLE "coach_result_counts" (
	"coach_id" integer PRIMARY KEY NOT NULL,
	"results" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_result_counts" ADD CONSTRAINT "coach_result_counts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The count of each coach's completed results, kept exact by statement-level triggers: one upsert
-- per coach a statement touches, so a bulk insert does not update one row thousands of times.
-- A delta is written only for a coach who still exists: when a coach's account goes, the foreign
-- key's SET NULL on their results fires the update trigger after their users row (and with it
-- their count) is gone. Transition tables exist only for the events that declare them, so each
-- event reads its own.
CREATE FUNCTION "coach_result_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coach_ids integer[] := '{}';
  deltas integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coach_ids || coalesce(array_agg(n.coach_id), '{}'), deltas || coalesce(array_agg(1), '{}')
      INTO coach_ids, deltas
      FROM new_rows n WHERE n.coach_id IS NOT NULL AND n.completed_at IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coach_ids || coalesce(array_agg(o.coach_id), '{}'), deltas || coalesce(array_agg(-1), '{}')
      INTO coach_ids, deltas
      FROM old_rows o WHERE o.coach_id IS NOT NULL AND o.completed_at IS NOT NULL;
  END IF;
  INSERT INTO "coach_result_counts" ("coach_id", "results")
  SELECT d.coach_id, sum(d.delta)::int
  FROM unnest(coach_ids, deltas) AS d(coach_id, delta)
  WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.coach_id)
  GROUP BY d.coach_id
  HAVING sum(d.delta) <> 0
  ON CONFLICT ("coach_id") DO UPDATE SET "results" = "coach_result_counts"."results" + excluded."results";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "coach_result_counts_insert" AFTER INSERT ON "taken_assessments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_result_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "coach_result_counts_update" AFTER UPDATE ON "taken_assessments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_result_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "coach_result_counts_delete" AFTER DELETE ON "taken_assessments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_result_counts_apply"();
--> statement-breakpoint
INSERT INTO "coach_result_counts" ("coach_id", "results")
SELECT "coach_id", count(*)::int FROM "taken_assessments"
WHERE "coach_id" IS NOT NULL AND "completed_at" IS NOT NULL
GROUP BY "coach_id";
--> statement-breakpoint
-- Searching results by name, e-mail or assessment (coach's results list) and clients by name or
-- e-mail (the dashboard): trigram indexes answer "contains" (ILIKE '%…%') without reading every
-- row. pg_trgm ships with PostgreSQL (and the embedded one) and is a trusted extension, so the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "taken_assessments_lead_name_trgm_idx" ON "taken_assessments" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "user_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "taken_assessments_lead_email_trgm_idx" ON "taken_assessments" USING gin ("email" gin_trgm_ops) WHERE "user_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "taken_assessments_assessment_coach_idx" ON "taken_assessments" USING btree ("assessment_id", "coach_id");
