CREATE TABLE "world_person_identifiers" (
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "world_person_identifiers_user_id_person_key_kind_value_import_id_pk" PRIMARY KEY("user_id","person_key","kind","value","import_id")
);
--> statement-breakpoint
ALTER TABLE "world_person_identifiers" ADD CONSTRAINT "world_person_identifiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_person_identifiers" ADD CONSTRAINT "world_person_identifiers_import_id_world_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."world_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "world_person_identifiers_import_idx" ON "world_person_identifiers" USING btree ("import_id");