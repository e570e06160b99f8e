ALTER TABLE "ai_usage" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Offline answers were always counted by our tokenizer.
UPDATE "ai_usage" SET "estimated" = true WHERE "engine" = 'offline';
