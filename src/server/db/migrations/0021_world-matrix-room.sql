ALTER TABLE "world_imports" ADD COLUMN "matrix_room_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "world_imports_matrix_room_key" ON "world_imports" USING btree ("user_id","matrix_room_id");