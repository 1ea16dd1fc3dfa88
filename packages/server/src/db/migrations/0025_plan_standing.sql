-- When a package subscription first became past due: its grace period counts from here (decision 025).
ALTER TABLE "owner_subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
UPDATE "owner_subscriptions" SET "past_due_since" = now() WHERE "status" = 'past_due';
