CREATE TABLE "julia_investor_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"investors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "julia_investor_counts" ADD CONSTRAINT "julia_investor_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each user's investor count, kept by statement-level triggers (one statement per insert
-- or delete, whatever its row count); docs/decisions/033.
CREATE FUNCTION "julia_investor_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "julia_investor_counts" AS c ("user_id", "investors")
		SELECT "user_id", count(*) FROM "julia_investor_rows" GROUP BY "user_id"
		ON CONFLICT ("user_id") DO UPDATE SET "investors" = c."investors" + excluded."investors";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "julia_investor_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "julia_investor_counts" c SET "investors" = c."investors" - d.n
		FROM (SELECT "user_id", count(*) AS n FROM "julia_investor_rows" GROUP BY "user_id") d
		WHERE c."user_id" = d."user_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "julia_investor_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "julia_investor_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "julia_investors_count_insert" AFTER INSERT ON "julia_investors"
	REFERENCING NEW TABLE AS "julia_investor_rows" FOR EACH STATEMENT EXECUTE FUNCTION "julia_investor_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "julia_investors_count_delete" AFTER DELETE ON "julia_investors"
	REFERENCING OLD TABLE AS "julia_investor_rows" FOR EACH STATEMENT EXECUTE FUNCTION "julia_investor_counts_delete"();
--> statement-breakpoint
CREATE TRIGGER "julia_investors_count_truncate" AFTER TRUNCATE ON "julia_investors"
	FOR EACH STATEMENT EXECUTE FUNCTION "julia_investor_counts_truncate"();
--> statement-breakpoint
INSERT INTO "julia_investor_counts" ("user_id", "investors")
	SELECT "user_id", count(*) FROM "julia_investors" GROUP BY "user_id";
--> statement-breakpoint
-- Statistics for the planner on a database that has never had them (PGlite has no autovacuum;
-- the service analyzes after large writes from now on).
ANALYZE "julia_investors";
