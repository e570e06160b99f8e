CREATE TABLE "world_message_embeddings" (
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"key" bigint NOT NULL,
	"model" text NOT NULL,
	"embedding" real[] NOT NULL,
	CONSTRAINT "world_message_embeddings_user_id_model_at_key_pk" PRIMARY KEY("user_id","model","at","key")
);
--> statement-breakpoint
ALTER TABLE "world_message_embeddings" ADD CONSTRAINT "world_message_embeddings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;