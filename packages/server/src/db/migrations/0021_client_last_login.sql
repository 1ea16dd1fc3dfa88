ALTER TABLE "client_profiles" ADD COLUMN "last_login" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "client_profiles_coach_last_login_idx" ON "client_profiles" USING btree ("coach_id","last_login" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "client_profiles_active_coach_last_login_idx" ON "client_profiles" USING btree ("coach_id","last_login" DESC NULLS LAST,"user_id") WHERE deactivated IS NULL;--> statement-breakpoint
-- client_profiles.last_login mirrors users.last_login (the dashboard's order, from one index).
-- A new or moved profile copies its user's; a login (or any change of users.last_login) is
-- copied to the user's profile. Both rows are written in the same transaction as the change.
CREATE FUNCTION "client_profiles_copy_last_login"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_login := (SELECT u.last_login FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "client_profiles_copy_last_login" BEFORE INSERT OR UPDATE OF "user_id" ON "client_profiles"
  FOR EACH ROW EXECUTE FUNCTION "client_profiles_copy_last_login"();
--> statement-breakpoint
CREATE FUNCTION "users_share_last_login"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_profiles SET last_login = NEW.last_login WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_share_last_login" AFTER UPDATE OF "last_login" ON "users"
  FOR EACH ROW WHEN (OLD.last_login IS DISTINCT FROM NEW.last_login)
  EXECUTE FUNCTION "users_share_last_login"();
--> statement-breakpoint
UPDATE client_profiles cp SET last_login = u.last_login FROM users u WHERE u.id = cp.user_id;
