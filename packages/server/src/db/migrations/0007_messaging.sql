CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	CONSTRAINT "messages_sender_client_id_key" UNIQUE("sender_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_room_members" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_seen" timestamp with time zone,
	CONSTRAINT "messaging_room_members_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messaging_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "messaging_rooms_pair_key" UNIQUE("coach_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_room_id_messaging_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."messaging_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_room_members" ADD CONSTRAINT "messaging_room_members_room_id_messaging_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."messaging_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_room_members" ADD CONSTRAINT "messaging_room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_rooms" ADD CONSTRAINT "messaging_rooms_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_rooms" ADD CONSTRAINT "messaging_rooms_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_room_created_idx" ON "messages" USING btree ("room_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messaging_room_members_user_idx" ON "messaging_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messaging_rooms_coach_last_idx" ON "messaging_rooms" USING btree ("coach_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messaging_rooms_client_idx" ON "messaging_rooms" USING btree ("client_id");