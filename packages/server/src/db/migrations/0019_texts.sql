CREATE TABLE "outbox_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_texts" ADD CONSTRAINT "outbox_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_texts_idempotency_key" ON "outbox_texts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_texts_user_idx" ON "outbox_texts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_texts_pending_idx" ON "outbox_texts" USING btree ("id") WHERE "outbox_texts"."status" IN ('queued', 'retrying');