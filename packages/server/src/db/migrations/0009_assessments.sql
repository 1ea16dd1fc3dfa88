CREATE TABLE "assessment_attribute_links" (
	"assessment_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_attribute_links_assessment_id_attribute_id_pk" PRIMARY KEY("assessment_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"report_low" text DEFAULT '' NOT NULL,
	"report_moderate" text DEFAULT '' NOT NULL,
	"report_high" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taken_assessment_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_id" integer NOT NULL,
	"question" text NOT NULL,
	"reverse" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"company_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assessment_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"link" uuid DEFAULT gen_random_uuid() NOT NULL,
	"notify_on_completion" boolean DEFAULT false NOT NULL,
	"promo_required" boolean DEFAULT false NOT NULL,
	"promo_code" text,
	"show_search" boolean DEFAULT false NOT NULL,
	"cta_enabled" boolean DEFAULT false NOT NULL,
	"cta_link" text DEFAULT '' NOT NULL,
	"cta_link_text" text DEFAULT '' NOT NULL,
	"cta_title" text DEFAULT '' NOT NULL,
	"cta_subtitle" text DEFAULT '' NOT NULL,
	"cta_img" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taken_assessment_answers" (
	"taken_assessment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" smallint NOT NULL,
	CONSTRAINT "taken_assessment_answers_taken_assessment_id_question_id_pk" PRIMARY KEY("taken_assessment_id","question_id"),
	CONSTRAINT "taken_assessment_answers_scale" CHECK ("taken_assessment_answers"."answer" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "taken_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taken_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" integer NOT NULL,
	"coach_assessment_id" integer,
	"user_id" integer,
	"coach_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_attribute_links" ADD CONSTRAINT "assessment_attribute_links_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attribute_links" ADD CONSTRAINT "assessment_attribute_links_attribute_id_assessment_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."assessment_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attributes" ADD CONSTRAINT "assessment_attributes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_grants" ADD CONSTRAINT "assessment_grants_taken_assessment_id_taken_assessments_id_fk" FOREIGN KEY ("taken_assessment_id") REFERENCES "public"."taken_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_grants" ADD CONSTRAINT "assessment_grants_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_attribute_id_assessment_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."assessment_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_assessments" ADD CONSTRAINT "coach_assessments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_assessments" ADD CONSTRAINT "coach_assessments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_assessment_answers" ADD CONSTRAINT "taken_assessment_answers_taken_assessment_id_taken_assessments_id_fk" FOREIGN KEY ("taken_assessment_id") REFERENCES "public"."taken_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_assessment_answers" ADD CONSTRAINT "taken_assessment_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_assessments" ADD CONSTRAINT "taken_assessments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_assessments" ADD CONSTRAINT "taken_assessments_coach_assessment_id_coach_assessments_id_fk" FOREIGN KEY ("coach_assessment_id") REFERENCES "public"."coach_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_assessments" ADD CONSTRAINT "taken_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_assessments" ADD CONSTRAINT "taken_assessments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_grants_key" ON "assessment_grants" USING btree ("taken_assessment_id","coach_id");--> statement-breakpoint
CREATE INDEX "assessment_questions_attribute_idx" ON "assessment_questions" USING btree ("attribute_id","ordering");--> statement-breakpoint
CREATE INDEX "assessments_owner_idx" ON "assessments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "coach_assessments_coach_idx" ON "coach_assessments" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_assessments_link_key" ON "coach_assessments" USING btree ("link");--> statement-breakpoint
CREATE UNIQUE INDEX "taken_assessments_uuid_key" ON "taken_assessments" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "taken_assessments_coach_idx" ON "taken_assessments" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "taken_assessments_user_idx" ON "taken_assessments" USING btree ("user_id","created_at");