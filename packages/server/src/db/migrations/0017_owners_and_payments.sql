CREATE TABLE "offering_courses" (
	"offering_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "offering_courses_offering_id_course_id_pk" PRIMARY KEY("offering_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sub_domain_id" integer,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"coach_id" integer,
	"habit_program_id" integer,
	"pulse_survey_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"promo" text NOT NULL,
	"home" text DEFAULT 'daily_exercises' NOT NULL,
	"allow_daily_exercises" boolean DEFAULT true NOT NULL,
	"allow_self_reflect" boolean DEFAULT true NOT NULL,
	"allow_goals" boolean DEFAULT true NOT NULL,
	"allow_progress" boolean DEFAULT true NOT NULL,
	"allow_courses" boolean DEFAULT true NOT NULL,
	"allow_journal" boolean DEFAULT true NOT NULL,
	"allow_assessments" boolean DEFAULT true NOT NULL,
	"allow_messaging" boolean DEFAULT true NOT NULL,
	"provider_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"payment_account_id" text,
	"provider_customer_id" text NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_test_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_account_id" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD COLUMN "offering_id" integer;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_subscriptions" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "owner_subscriptions" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "owner_subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "offering_courses" ADD CONSTRAINT "offering_courses_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_courses" ADD CONSTRAINT "offering_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_sub_domain_id_sub_domains_id_fk" FOREIGN KEY ("sub_domain_id") REFERENCES "public"."sub_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_habit_program_id_habit_programs_id_fk" FOREIGN KEY ("habit_program_id") REFERENCES "public"."habit_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_pulse_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("pulse_survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerings_company_idx" ON "offerings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_promo_key" ON "offerings" USING btree ("promo");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user_account_key" ON "payment_customers" USING btree ("user_id",coalesce("payment_account_id", ''));--> statement-breakpoint
CREATE INDEX "payment_test_objects_kind_idx" ON "payment_test_objects" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD CONSTRAINT "client_subscriptions_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD CONSTRAINT "client_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_idx" ON "audit_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_subscriptions_provider_key" ON "client_subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_subscriptions_provider_key" ON "owner_subscriptions" USING btree ("provider_subscription_id");