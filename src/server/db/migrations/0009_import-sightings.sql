CREATE TABLE "world_message_sightings" (
	"import_id" uuid NOT NULL,
	"owner_import_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"key" bigint NOT NULL,
	CONSTRAINT "world_message_sightings_import_id_user_id_at_key_pk" PRIMARY KEY("import_id","user_id","at","key")
);
--> statement-breakpoint
CREATE TABLE "world_row_sightings" (
	"import_id" uuid NOT NULL,
	"owner_import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"row_id" text NOT NULL,
	CONSTRAINT "world_row_sightings_import_id_kind_row_id_pk" PRIMARY KEY("import_id","kind","row_id")
);
--> statement-breakpoint
ALTER TABLE "world_message_sightings" ADD CONSTRAINT "world_message_sightings_import_id_world_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."world_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_row_sightings" ADD CONSTRAINT "world_row_sightings_import_id_world_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."world_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "world_message_sightings_owner_idx" ON "world_message_sightings" USING btree ("owner_import_id","at","key");--> statement-breakpoint
CREATE INDEX "world_row_sightings_owner_idx" ON "world_row_sightings" USING btree ("owner_import_id","kind","row_id");