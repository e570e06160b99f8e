CREATE TABLE "world_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"world" text NOT NULL,
	"token_hash" text NOT NULL,
	"include_messages" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "world_shares" ADD CONSTRAINT "world_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "world_shares_token_key" ON "world_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "world_shares_user_idx" ON "world_shares" USING btree ("user_id","created_at");