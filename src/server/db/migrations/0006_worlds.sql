CREATE TABLE "world_chat_people" (
	"chat_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	CONSTRAINT "world_chat_people_chat_id_person_id_pk" PRIMARY KEY("chat_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "world_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"chat_key" text NOT NULL,
	"title" text NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "world_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"chat_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"text_hash" bigint NOT NULL,
	CONSTRAINT "world_events_key" UNIQUE NULLS NOT DISTINCT("user_id","at","chat_id","text_hash")
);
--> statement-breakpoint
CREATE TABLE "world_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" uuid,
	"time_zone" text NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "world_messages" (
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"media" text,
	"key" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"merged_into" uuid,
	"is_self" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"taken_at_known" boolean NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"width" integer,
	"height" integer,
	"place_id" uuid,
	"thumbnail_key" text
);
--> statement-breakpoint
CREATE TABLE "world_place_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "world_place_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"via" text NOT NULL,
	"label" text,
	"chat_id" uuid,
	"person_id" uuid
);
--> statement-breakpoint
CREATE TABLE "world_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "world_chat_people" ADD CONSTRAINT "world_chat_people_chat_id_world_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."world_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_chat_people" ADD CONSTRAINT "world_chat_people_person_id_world_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."world_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_chats" ADD CONSTRAINT "world_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_imports" ADD CONSTRAINT "world_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_people" ADD CONSTRAINT "world_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_people" ADD CONSTRAINT "world_people_merged_into_world_people_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."world_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_photos" ADD CONSTRAINT "world_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_photos" ADD CONSTRAINT "world_photos_import_id_world_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."world_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_photos" ADD CONSTRAINT "world_photos_place_id_world_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."world_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_places" ADD CONSTRAINT "world_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "world_chat_people_person_idx" ON "world_chat_people" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "world_chats_key" ON "world_chats" USING btree ("user_id","source","chat_key");--> statement-breakpoint
CREATE INDEX "world_events_import_idx" ON "world_events" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "world_imports_user_idx" ON "world_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "world_messages_key" ON "world_messages" USING btree ("user_id","at","key");--> statement-breakpoint
CREATE INDEX "world_messages_import_idx" ON "world_messages" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "world_people_key" ON "world_people" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "world_people_merged_idx" ON "world_people" USING btree ("merged_into");--> statement-breakpoint
CREATE UNIQUE INDEX "world_photos_key" ON "world_photos" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE INDEX "world_photos_user_at_idx" ON "world_photos" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "world_photos_import_idx" ON "world_photos" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "world_photos_place_idx" ON "world_photos" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "world_place_points_key" ON "world_place_points" USING btree ("user_id","at","via","lat","lon");--> statement-breakpoint
CREATE INDEX "world_place_points_import_idx" ON "world_place_points" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "world_place_points_place_idx" ON "world_place_points" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "world_places_user_idx" ON "world_places" USING btree ("user_id");