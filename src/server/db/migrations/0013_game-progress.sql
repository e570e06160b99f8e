CREATE TABLE "game_progress" (
	"user_id" uuid NOT NULL,
	"world" text NOT NULL,
	"discovered" jsonb NOT NULL,
	"x" integer,
	"y" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_progress_user_id_world_pk" PRIMARY KEY("user_id","world")
);
--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;