CREATE TABLE "julia_founder_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"sectors" text[] NOT NULL,
	"round_size_usd" bigint NOT NULL,
	"geography" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "julia_investors" ALTER COLUMN "match_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "julia_contacts" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "julia_interactions" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "julia_rounds" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "julia_founder_profiles" ADD CONSTRAINT "julia_founder_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue #30: match scores come from a founder profile, and nobody has one yet.
UPDATE "julia_investors" SET "match_score" = NULL;--> statement-breakpoint
-- Rows the old first-use seed wrote are sample rows: they were written in the seed's one
-- transaction, so their created_at (now() of that transaction) is the seed's seeded_at.
UPDATE "julia_contacts" c SET "source" = 'sample' FROM "julia_seeds" s WHERE c."user_id" = s."user_id" AND c."created_at" = s."seeded_at";--> statement-breakpoint
UPDATE "julia_interactions" i SET "source" = 'sample' FROM "julia_seeds" s WHERE i."user_id" = s."user_id" AND i."created_at" = s."seeded_at";--> statement-breakpoint
-- The seed's rounds carry a back-dated created_at; their entries were written at seeded_at.
UPDATE "julia_rounds" r SET "source" = 'sample' FROM "julia_seeds" s WHERE r."user_id" = s."user_id" AND r."name" IN ('Pre-seed 2025', 'Seed 2026') AND EXISTS (SELECT 1 FROM "julia_round_entries" e WHERE e."round_id" = r."id" AND e."updated_at" = s."seeded_at");
