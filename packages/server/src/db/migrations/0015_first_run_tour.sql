ALTER TABLE "users" ADD COLUMN "tour_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts made before the tour existed are past their first run: only new ones see it.
UPDATE "users" SET "tour_completed" = true;
