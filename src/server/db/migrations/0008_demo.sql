CREATE TABLE "demo_company" (
	"id" text PRIMARY KEY NOT NULL,
	"seed_version" integer NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"ceo_name" text NOT NULL,
	"ceo_title" text NOT NULL,
	"arr_usd" integer NOT NULL,
	"cost_per_1k_tokens_usd" double precision NOT NULL,
	"monthly_budget_usd" double precision NOT NULL,
	"usage_trend_percent" double precision NOT NULL,
	"metrics" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"context" text NOT NULL,
	"urgency" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"due_in_days" integer NOT NULL,
	"assignee" text NOT NULL,
	"options" jsonb NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_progress" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"option_id" text,
	"ranking" jsonb,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_progress_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "demo_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"assignee" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"due_in_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_team_members" (
	"position" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_token_categories" (
	"position" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"tokens" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_progress" ADD CONSTRAINT "demo_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;