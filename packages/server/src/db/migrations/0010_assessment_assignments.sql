CREATE TABLE "assessment_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assessment_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"coach_id" integer,
	"taken_assessment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "taken_assessments" ADD COLUMN "lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_taken_assessment_id_taken_assessments_id_fk" FOREIGN KEY ("taken_assessment_id") REFERENCES "public"."taken_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_assignments_open_key" ON "assessment_assignments" USING btree ("assessment_id","client_id") WHERE "assessment_assignments"."taken_assessment_id" IS NULL;--> statement-breakpoint
CREATE INDEX "assessment_assignments_client_idx" ON "assessment_assignments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_assessments_promo_code_key" ON "coach_assessments" USING btree (lower("promo_code")) WHERE "coach_assessments"."deleted" = false AND "coach_assessments"."promo_code" IS NOT NULL;