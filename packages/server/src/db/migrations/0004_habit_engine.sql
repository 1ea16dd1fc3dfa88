CREATE TABLE "areas_of_focus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_of_focus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_areas_of_focus" (
	"user_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "client_areas_of_focus_user_id_area_id_pk" PRIMARY KEY("user_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commitments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"assigned_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "exercise_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "exercise_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercise_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exercise_id" integer NOT NULL,
	"instruction" text NOT NULL,
	"url" text,
	"file_key" text,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_resources_has_resource" CHECK ("exercise_resources"."url" IS NOT NULL OR "exercise_resources"."file_key" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "habits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"why" text DEFAULT '' NOT NULL,
	"visualization" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"days_of_week" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"time" time DEFAULT '12:00:00' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"template_id" integer,
	"habit_id" integer,
	"due_on" date NOT NULL,
	"available_until" date NOT NULL,
	"completed_at" timestamp with time zone,
	"ignored" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"assigned_by" integer,
	"lesson_id" integer,
	"attachment_key" text,
	"attachment_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_template_or_habit" CHECK (("tasks"."template_id" IS NULL) <> ("tasks"."habit_id" IS NULL)),
	CONSTRAINT "tasks_source_known" CHECK ("tasks"."source" IN ('scheduled', 'requested', 'coach', 'habit'))
);
--> statement-breakpoint
CREATE TABLE "template_exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"how" text DEFAULT '' NOT NULL,
	"why" text DEFAULT '' NOT NULL,
	"lesson_id" integer,
	"buffer" integer DEFAULT 0 NOT NULL,
	"available_for" integer DEFAULT 1 NOT NULL,
	"always" boolean DEFAULT false NOT NULL,
	"only_on" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_exercises_buffer_range" CHECK ("template_exercises"."buffer" >= 0),
	CONSTRAINT "template_exercises_available_for_range" CHECK ("template_exercises"."available_for" >= 1)
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "lesson_id" integer;--> statement-breakpoint
ALTER TABLE "areas_of_focus" ADD CONSTRAINT "areas_of_focus_program_id_habit_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."habit_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_areas_of_focus" ADD CONSTRAINT "client_areas_of_focus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_areas_of_focus" ADD CONSTRAINT "client_areas_of_focus_area_id_areas_of_focus_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas_of_focus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_days" ADD CONSTRAINT "exercise_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_resources" ADD CONSTRAINT "exercise_resources_exercise_id_template_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."template_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_template_id_template_exercises_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_exercises" ADD CONSTRAINT "template_exercises_area_id_areas_of_focus_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas_of_focus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_of_focus_program_idx" ON "areas_of_focus" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_areas_of_focus_slot_key" ON "client_areas_of_focus" USING btree ("user_id","ordering");--> statement-breakpoint
CREATE INDEX "commitments_client_idx" ON "commitments" USING btree ("client_id","due_date");--> statement-breakpoint
CREATE INDEX "exercise_days_day_idx" ON "exercise_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "exercise_resources_exercise_idx" ON "exercise_resources" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "habits_user_idx" ON "habits" USING btree ("user_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_user_template_day_key" ON "tasks" USING btree ("user_id","template_id","due_on") WHERE "tasks"."template_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_user_habit_day_key" ON "tasks" USING btree ("user_id","habit_id","due_on") WHERE "tasks"."habit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_user_due_idx" ON "tasks" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE INDEX "template_exercises_area_idx" ON "template_exercises" USING btree ("area_id");--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_task_idx" ON "notes" USING btree ("task_id");