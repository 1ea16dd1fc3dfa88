CREATE TABLE "coach_client_counts" (
	"coach_id" integer PRIMARY KEY NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_client_counts" ADD CONSTRAINT "coach_client_counts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each coach's clients, and the active ones among them, kept exact by statement-level triggers as
-- coach_result_counts is (migration 0018): one upsert per coach a statement touches. A delta is
-- written only for a coach who still exists: when a coach's account goes, the foreign key's SET
-- NULL on their clients' profiles fires the update trigger after their users row (and with it
-- their count) is gone. Transition tables exist only for the events that declare them, so each
-- event reads its own. Every update runs it (a login copies last_login to the profile), and an
-- update that moves no one adds nothing: transition tables cannot go with a column list.
CREATE FUNCTION "coach_client_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coach_ids integer[] := '{}';
  client_deltas integer[] := '{}';
  active_deltas integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coach_ids || coalesce(array_agg(n.coach_id), '{}'),
           client_deltas || coalesce(array_agg(1), '{}'),
           active_deltas || coalesce(array_agg((n.deactivated IS NULL)::int), '{}')
      INTO coach_ids, client_deltas, active_deltas
      FROM new_rows n WHERE n.coach_id IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coach_ids || coalesce(array_agg(o.coach_id), '{}'),
           client_deltas || coalesce(array_agg(-1), '{}'),
           active_deltas || coalesce(array_agg(-((o.deactivated IS NULL)::int)), '{}')
      INTO coach_ids, client_deltas, active_deltas
      FROM old_rows o WHERE o.coach_id IS NOT NULL;
  END IF;
  INSERT INTO "coach_client_counts" ("coach_id", "clients", "active")
  SELECT d.coach_id, sum(d.client_delta)::int, sum(d.active_delta)::int
  FROM unnest(coach_ids, client_deltas, active_deltas) AS d(coach_id, client_delta, active_delta)
  WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.coach_id)
  GROUP BY d.coach_id
  HAVING sum(d.client_delta) <> 0 OR sum(d.active_delta) <> 0
  ON CONFLICT ("coach_id") DO UPDATE
    SET "clients" = "coach_client_counts"."clients" + excluded."clients",
        "active" = "coach_client_counts"."active" + excluded."active";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "coach_client_counts_insert" AFTER INSERT ON "client_profiles"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "coach_client_counts_update" AFTER UPDATE ON "client_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "coach_client_counts_delete" AFTER DELETE ON "client_profiles"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_client_counts_apply"();
--> statement-breakpoint
INSERT INTO "coach_client_counts" ("coach_id", "clients", "active")
SELECT "coach_id", count(*)::int, (count(*) FILTER (WHERE "deactivated" IS NULL))::int
FROM "client_profiles"
WHERE "coach_id" IS NOT NULL
GROUP BY "coach_id";
