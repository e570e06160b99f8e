CREATE TABLE "outline_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"workspace_id" uuid,
	"title" text NOT NULL,
	"ydoc" "bytea",
	"body" text DEFAULT '' NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outline_pages" ADD CONSTRAINT "outline_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outline_pages" ADD CONSTRAINT "outline_pages_workspace_id_shared_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."shared_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outline_pages_owner_idx" ON "outline_pages" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "outline_pages_workspace_idx" ON "outline_pages" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE INDEX "outline_pages_search_idx" ON "outline_pages" USING gin (to_tsvector('english', "title" || ' ' || "body"));