CREATE TABLE "client_kpis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_kpis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"survey" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_text" text NOT NULL,
	"answer" smallint,
	CONSTRAINT "client_survey_answers_scale" CHECK ("client_survey_answers"."answer" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "client_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"day" date NOT NULL,
	"open_ended_question" text NOT NULL,
	"reflection" text DEFAULT '' NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "client_surveys_source_known" CHECK ("client_surveys"."source" IN ('scheduled', 'requested'))
);
--> statement-breakpoint
CREATE TABLE "coach_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text DEFAULT 'struggling' NOT NULL,
	"dimension_id" integer,
	"episode_start" date NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kpi_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kpi_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kpi_id" integer NOT NULL,
	"client_survey_id" integer NOT NULL,
	"result" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pulse_dimensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pulse_dimensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"graph" boolean DEFAULT true NOT NULL,
	"graph_color" text DEFAULT '#228be6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pulse_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pulse_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"question" text NOT NULL,
	"always" boolean DEFAULT false NOT NULL,
	"construct" text DEFAULT '' NOT NULL,
	"dimension_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pulse_surveys" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pulse_surveys" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_kpis" ADD CONSTRAINT "client_kpis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_survey_answers" ADD CONSTRAINT "client_survey_answers_client_survey_id_client_surveys_id_fk" FOREIGN KEY ("client_survey_id") REFERENCES "public"."client_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_survey_answers" ADD CONSTRAINT "client_survey_answers_question_id_pulse_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."pulse_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_surveys" ADD CONSTRAINT "client_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_surveys" ADD CONSTRAINT "client_surveys_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notices" ADD CONSTRAINT "coach_notices_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notices" ADD CONSTRAINT "coach_notices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notices" ADD CONSTRAINT "coach_notices_dimension_id_pulse_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."pulse_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_results" ADD CONSTRAINT "kpi_results_kpi_id_client_kpis_id_fk" FOREIGN KEY ("kpi_id") REFERENCES "public"."client_kpis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_results" ADD CONSTRAINT "kpi_results_client_survey_id_client_surveys_id_fk" FOREIGN KEY ("client_survey_id") REFERENCES "public"."client_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_dimensions" ADD CONSTRAINT "pulse_dimensions_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_questions" ADD CONSTRAINT "pulse_questions_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_questions" ADD CONSTRAINT "pulse_questions_dimension_id_pulse_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."pulse_dimensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_kpis_user_name_key" ON "client_kpis" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_survey_answers_survey_question_key" ON "client_survey_answers" USING btree ("client_survey_id","question_id");--> statement-breakpoint
CREATE INDEX "client_survey_answers_question_idx" ON "client_survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_surveys_token_key" ON "client_surveys" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "client_surveys_user_day_key" ON "client_surveys" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "client_surveys_day_idx" ON "client_surveys" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_notices_episode_key" ON "coach_notices" USING btree ("client_id","dimension_id","episode_start");--> statement-breakpoint
CREATE INDEX "coach_notices_coach_idx" ON "coach_notices" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_results_kpi_survey_key" ON "kpi_results" USING btree ("kpi_id","client_survey_id");--> statement-breakpoint
CREATE INDEX "kpi_results_survey_idx" ON "kpi_results" USING btree ("client_survey_id");--> statement-breakpoint
CREATE INDEX "pulse_dimensions_survey_idx" ON "pulse_dimensions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "pulse_questions_survey_idx" ON "pulse_questions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "pulse_questions_dimension_idx" ON "pulse_questions" USING btree ("dimension_id");
--> statement-breakpoint
-- The platform's default pulse survey: offered to every coach (read-only), so a new habit program
-- always has a survey to default to (spec: new habit programs default to pulse survey 1).
WITH survey AS (
  INSERT INTO pulse_surveys (name, open_ended_question, daily_num_questions, private, is_default)
  VALUES ('Daily Reflection', 'What went well today, and what would you like to do differently tomorrow?', 5, false, true)
  RETURNING id
), d0 AS (
  INSERT INTO pulse_dimensions (survey_id, name, graph, graph_color)
  SELECT id, 'Energy', true, '#fab005' FROM survey RETURNING id, survey_id
), d1 AS (
  INSERT INTO pulse_dimensions (survey_id, name, graph, graph_color)
  SELECT id, 'Mood', true, '#228be6' FROM survey RETURNING id, survey_id
), d2 AS (
  INSERT INTO pulse_dimensions (survey_id, name, graph, graph_color)
  SELECT id, 'Connection', true, '#40c057' FROM survey RETURNING id, survey_id
), d3 AS (
  INSERT INTO pulse_dimensions (survey_id, name, graph, graph_color)
  SELECT id, 'Focus', true, '#7950f2' FROM survey RETURNING id, survey_id
), d4 AS (
  INSERT INTO pulse_dimensions (survey_id, name, graph, graph_color)
  SELECT id, 'Calm', true, '#fd7e14' FROM survey RETURNING id, survey_id
)
INSERT INTO pulse_questions (survey_id, question, always, construct, dimension_id)
SELECT survey_id, 'I woke up feeling rested.', false, 'Vitality', id FROM d0
UNION ALL SELECT survey_id, 'I had enough energy for what mattered today.', true, 'Vitality', id FROM d0
UNION ALL SELECT survey_id, 'I moved my body in a way that felt good.', false, 'Vitality', id FROM d0
UNION ALL SELECT survey_id, 'I ate in a way that kept me going.', false, 'Vitality', id FROM d0
UNION ALL SELECT survey_id, 'I took breaks before I ran out of steam.', false, 'Vitality', id FROM d0
UNION ALL SELECT survey_id, 'Overall, today was a good day.', true, 'Positive emotion', id FROM d1
UNION ALL SELECT survey_id, 'I felt cheerful for a good part of the day.', false, 'Positive emotion', id FROM d1
UNION ALL SELECT survey_id, 'I noticed something I was grateful for.', false, 'Positive emotion', id FROM d1
UNION ALL SELECT survey_id, 'I was kind to myself when things went wrong.', false, 'Positive emotion', id FROM d1
UNION ALL SELECT survey_id, 'I laughed or smiled at something today.', false, 'Positive emotion', id FROM d1
UNION ALL SELECT survey_id, 'I felt close to the people around me.', false, 'Relationships', id FROM d2
UNION ALL SELECT survey_id, 'I had a conversation that mattered to me.', false, 'Relationships', id FROM d2
UNION ALL SELECT survey_id, 'I felt supported when I needed it.', false, 'Relationships', id FROM d2
UNION ALL SELECT survey_id, 'I helped someone, even in a small way.', false, 'Relationships', id FROM d2
UNION ALL SELECT survey_id, 'I spent time on what matters most to me.', false, 'Engagement', id FROM d3
UNION ALL SELECT survey_id, 'I was able to concentrate when I needed to.', false, 'Engagement', id FROM d3
UNION ALL SELECT survey_id, 'I made progress toward one of my goals.', false, 'Engagement', id FROM d3
UNION ALL SELECT survey_id, 'I felt in control of my time.', false, 'Engagement', id FROM d3
UNION ALL SELECT survey_id, 'I felt calm for most of the day.', false, 'Stress', id FROM d4
UNION ALL SELECT survey_id, 'I handled stress in a healthy way.', false, 'Stress', id FROM d4
UNION ALL SELECT survey_id, 'My worries did not get in the way of my day.', false, 'Stress', id FROM d4
UNION ALL SELECT survey_id, 'I was able to switch off when I needed to.', false, 'Stress', id FROM d4;
