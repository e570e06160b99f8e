ALTER TABLE "activity_entries" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "shared_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "shared_workspace_invites" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "shared_workspace_invites" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "shared_workspace_invites" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shared_workspace_members" ADD COLUMN "active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_workspaces" ADD COLUMN "monthly_token_budget" integer;--> statement-breakpoint
ALTER TABLE "shared_workspaces" ADD COLUMN "budget_warned_month" text;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_shared_workspace_id_shared_workspaces_id_fk" FOREIGN KEY ("shared_workspace_id") REFERENCES "public"."shared_workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_workspace_invites" ADD CONSTRAINT "shared_workspace_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_shared_ws_idx" ON "ai_usage" USING btree ("shared_workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_workspace_invites_token_key" ON "shared_workspace_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shared_workspace_invites_email_idx" ON "shared_workspace_invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_workspace_members_active_key" ON "shared_workspace_members" USING btree ("user_id") WHERE "shared_workspace_members"."active";