CREATE TABLE "julia_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"investor_id" uuid,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"trust" integer NOT NULL,
	"intent" text NOT NULL,
	"warmth" text NOT NULL,
	"status" text NOT NULL,
	"position" double precision NOT NULL,
	"last_contact" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"summary" text NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"reminder_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"firm" text NOT NULL,
	"focus" text[] NOT NULL,
	"check_min_usd" bigint NOT NULL,
	"check_max_usd" bigint NOT NULL,
	"stages" text[] NOT NULL,
	"location" text NOT NULL,
	"recent_investments" text[] NOT NULL,
	"total_portfolio" integer NOT NULL,
	"last_activity" date NOT NULL,
	"match_score" integer NOT NULL,
	"recent_news" text NOT NULL,
	"private_note" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"search_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_round_entries" (
	"round_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"pass_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "julia_round_entries_round_id_contact_id_pk" PRIMARY KEY("round_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "julia_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_usd" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "julia_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "julia_contacts" ADD CONSTRAINT "julia_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_contacts" ADD CONSTRAINT "julia_contacts_investor_id_julia_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."julia_investors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_interactions" ADD CONSTRAINT "julia_interactions_contact_id_julia_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."julia_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_investors" ADD CONSTRAINT "julia_investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_round_entries" ADD CONSTRAINT "julia_round_entries_round_id_julia_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."julia_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_round_entries" ADD CONSTRAINT "julia_round_entries_contact_id_julia_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."julia_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_rounds" ADD CONSTRAINT "julia_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "julia_seeds" ADD CONSTRAINT "julia_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "julia_contacts_user_idx" ON "julia_contacts" USING btree ("user_id","status","position");--> statement-breakpoint
CREATE INDEX "julia_interactions_contact_idx" ON "julia_interactions" USING btree ("contact_id","date");--> statement-breakpoint
CREATE INDEX "julia_investors_search_idx" ON "julia_investors" USING gin ("search");--> statement-breakpoint
CREATE INDEX "julia_investors_focus_idx" ON "julia_investors" USING gin ("focus");--> statement-breakpoint
CREATE INDEX "julia_investors_user_match_idx" ON "julia_investors" USING btree ("user_id","match_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "julia_investors_user_name_idx" ON "julia_investors" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "julia_investors_user_activity_idx" ON "julia_investors" USING btree ("user_id","last_activity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "julia_investors_user_portfolio_idx" ON "julia_investors" USING btree ("user_id","total_portfolio" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "julia_round_entries_contact_idx" ON "julia_round_entries" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "julia_rounds_user_idx" ON "julia_rounds" USING btree ("user_id","created_at");