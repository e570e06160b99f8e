CREATE TABLE "business_session_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"revision" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_session_backups" ADD CONSTRAINT "business_session_backups_session_id_business_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."business_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_session_backups" ADD CONSTRAINT "business_session_backups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_session_backups_session_idx" ON "business_session_backups" USING btree ("session_id");