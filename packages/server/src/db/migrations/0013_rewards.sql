CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"secondary_image" text,
	"short_description" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"max_points" integer NOT NULL,
	"provider_name" text DEFAULT '' NOT NULL,
	"provider_description" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"entry_id" integer NOT NULL,
	"week_of" date NOT NULL,
	"gifts" integer[] NOT NULL,
	"gift" integer NOT NULL,
	"rolled_points" integer NOT NULL,
	"bonuses" jsonb NOT NULL,
	"num_of_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_entries_entry_type" CHECK ("raffle_entries"."entry_type" IN ('task', 'reflection')),
	CONSTRAINT "raffle_entries_points" CHECK ("raffle_entries"."rolled_points" BETWEEN 1 AND 100 AND "raffle_entries"."num_of_points" >= "raffle_entries"."rolled_points")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_entry_key" ON "raffle_entries" USING btree ("user_id","entry_type","entry_id");--> statement-breakpoint
CREATE INDEX "raffle_entries_user_week_idx" ON "raffle_entries" USING btree ("user_id","week_of");--> statement-breakpoint
CREATE INDEX "raffle_entries_campaign_idx" ON "raffle_entries" USING btree ("campaign_id","user_id");--> statement-breakpoint
-- The spec's campaigns (client side 9: 1 in info links, 3 for the raffle), Tandem's own, so every
-- installation has them; the identity moves past them. Texts written by us.
INSERT INTO "campaigns" ("id", "slug", "name", "short_description", "long_description", "url", "max_points", "provider_name", "provider_description") OVERRIDING SYSTEM VALUE VALUES
  (1, 'create-the-change', 'Create the Change', 'Small daily habits, added together, fund real change.', 'Every exercise you finish and every reflection you write can earn raffle points. Together, Tandem''s clients turn those points into donations to the causes our campaigns support. The more of us keep our habits, the sooner each goal is reached.', '', 1000000, 'Tandem', 'Tandem is an open-source coaching platform. We run Create the Change so that looking after yourself also looks after others.'),
  (3, 'trees-for-tomorrow', 'Trees for Tomorrow', 'Every 100 points plants a tree.', 'This campaign turns the raffle points of Tandem''s clients into trees: when the total reaches the goal, the trees are planted with a reforestation partner chosen by the community. Finish your daily exercises and reflections, open your gift, and watch the forest grow.', '', 500000, 'Tandem', 'Tandem is an open-source coaching platform. We run Create the Change so that looking after yourself also looks after others.');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('campaigns', 'id'), greatest(3, (SELECT max("id") FROM "campaigns")));
