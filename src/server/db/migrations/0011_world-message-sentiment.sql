ALTER TABLE "world_messages" ADD COLUMN "sentiment" real;--> statement-breakpoint
CREATE INDEX "world_messages_chat_at_idx" ON "world_messages" USING btree ("chat_id","at");