CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"background_image" text,
	"public" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "habit_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"daily_exercises" integer DEFAULT 3 NOT NULL,
	"assign_all" boolean DEFAULT true NOT NULL,
	"max_number_of_allowed_groups" integer DEFAULT 3 NOT NULL,
	"pulse_survey_id" integer,
	"owner_id" integer,
	"company_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pulse_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pulse_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"open_ended_question" text DEFAULT '' NOT NULL,
	"daily_num_questions" integer DEFAULT 3 NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"coach_id" integer NOT NULL,
	"company_id" integer,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"habit_program_id" integer,
	"pulse_survey_id" integer,
	"default_courses" boolean DEFAULT true NOT NULL,
	"course_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"home" text DEFAULT 'daily_exercises' NOT NULL,
	"allow_daily_exercises" boolean DEFAULT true NOT NULL,
	"allow_self_reflect" boolean DEFAULT true NOT NULL,
	"allow_goals" boolean DEFAULT true NOT NULL,
	"allow_progress" boolean DEFAULT true NOT NULL,
	"allow_courses" boolean DEFAULT true NOT NULL,
	"allow_journal" boolean DEFAULT true NOT NULL,
	"allow_assessments" boolean DEFAULT true NOT NULL,
	"allow_messaging" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"consumed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"coach_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_programs" ADD CONSTRAINT "habit_programs_pulse_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("pulse_survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_programs" ADD CONSTRAINT "habit_programs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_programs" ADD CONSTRAINT "habit_programs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_surveys" ADD CONSTRAINT "pulse_surveys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_surveys" ADD CONSTRAINT "pulse_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cohorts" ADD CONSTRAINT "client_cohorts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cohorts" ADD CONSTRAINT "client_cohorts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_courses" ADD CONSTRAINT "client_courses_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_courses" ADD CONSTRAINT "client_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_habit_program_id_habit_programs_id_fk" FOREIGN KEY ("habit_program_id") REFERENCES "public"."habit_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_pulse_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("pulse_survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_consumed_by_user_id_users_id_fk" FOREIGN KEY ("consumed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "habit_programs_owner_idx" ON "habit_programs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "habit_programs_company_idx" ON "habit_programs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pulse_surveys_owner_idx" ON "pulse_surveys" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "pulse_surveys_company_idx" ON "pulse_surveys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_cohorts_client_cohort_key" ON "client_cohorts" USING btree ("client_id","cohort_id");--> statement-breakpoint
CREATE INDEX "client_cohorts_cohort_idx" ON "client_cohorts" USING btree ("cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_courses_client_course_key" ON "client_courses" USING btree ("client_id","course_id");--> statement-breakpoint
CREATE INDEX "client_courses_course_idx" ON "client_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_token_key" ON "client_invitations" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_pending_key" ON "client_invitations" USING btree ("coach_id","email") WHERE "client_invitations"."consumed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cohorts_coach_idx" ON "cohorts" USING btree ("coach_id");--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_theme_habit_programs_id_fk" FOREIGN KEY ("theme") REFERENCES "public"."habit_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_assigned_pulse_survey_pulse_surveys_id_fk" FOREIGN KEY ("assigned_pulse_survey") REFERENCES "public"."pulse_surveys"("id") ON DELETE set null ON UPDATE no action;