CREATE TABLE "julia_coach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"engine_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_deck_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"score" integer NOT NULL,
	"status" text NOT NULL,
	"feedback" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_decks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"pages" integer,
	"content" text NOT NULL,
	"score" integer NOT NULL,
	"review" text,
	"review_engine" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_overlays" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"windows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_stakeholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"last_input" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "engine_label" text;--> statement-breakpoint
ALTER TABLE "file_workspaces" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "file_workspaces" ADD COLUMN "shared_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_files" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_files" ADD COLUMN "excerpt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "julia_coach_messages" ADD CONSTRAINT "julia_coach_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_deck_sections" ADD CONSTRAINT "julia_deck_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_decks" ADD CONSTRAINT "julia_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_overlays" ADD CONSTRAINT "julia_overlays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_stakeholders" ADD CONSTRAINT "julia_stakeholders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "julia_coach_messages_user_idx" ON "julia_coach_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "julia_deck_sections_user_idx" ON "julia_deck_sections" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "julia_stakeholders_user_idx" ON "julia_stakeholders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "file_workspaces" ADD CONSTRAINT "file_workspaces_shared_workspace_id_shared_workspaces_id_fk" FOREIGN KEY ("shared_workspace_id") REFERENCES "public"."shared_workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_files" ADD CONSTRAINT "workspace_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_workspaces_default_idx" ON "file_workspaces" USING btree ("owner_id") WHERE "file_workspaces"."is_default";--> statement-breakpoint
CREATE INDEX "file_workspaces_shared_idx" ON "file_workspaces" USING btree ("shared_workspace_id");