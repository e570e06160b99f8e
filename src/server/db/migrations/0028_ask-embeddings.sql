CREATE TABLE "world_message_embeddings" (
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"key" bigint NOT NULL,
	"model" text NOT NULL,
	"embedding" real[] NOT NULL,
	CONSTRAINT "world_message_embeddings_user_id_model_at_key_pk" PRIMARY KEY("user_id","model","at","key")
);
--> statement-breakpoint
ALTER TABLE "world_message_embeddings" ADD CONSTRAINT "world_message_embeddings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Semantic search without pgvector (#29): the dot product of two vectors of one length;
-- on the unit vectors stored in world_message_embeddings, their cosine similarity.
CREATE OR REPLACE FUNCTION mnemo_dot(a real[], b real[]) RETURNS double precision
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT sum(x::double precision * y) FROM unnest(a, b) AS t(x, y) $$;
