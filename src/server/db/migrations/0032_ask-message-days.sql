CREATE TABLE "world_message_days" (
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "world_message_days_user_id_import_id_chat_id_person_id_day_pk" PRIMARY KEY("user_id","import_id","chat_id","person_id","day")
);
--> statement-breakpoint
CREATE INDEX "world_message_days_user_day_idx" ON "world_message_days" USING btree ("user_id","day");--> statement-breakpoint
-- Ask your world (#29, docs/decisions/066): messages per (user, import, chat, author, local
-- day), so counts, rankings and trends read a few thousand rows instead of every message.
-- Kept by statement-level triggers (one grouped statement per writing statement, whatever
-- its row count, as 0020's counts): an import's inserts, chunked deletes of an import, an
-- import's rows handed to another (an update of import_id), account deletion, anything
-- else that writes world_messages. `day` is the local day in the user's zone (UTC when
-- unset), as the worlds read it; a change of zone rebuilds that user's rows. The author is
-- stored as written: a person merge changes no row (readers fold to the root).
CREATE FUNCTION "world_message_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "world_message_days" AS d ("user_id", "import_id", "chat_id", "person_id", "day", "n")
		SELECT r."user_id", r."import_id", r."chat_id", r."person_id", (r."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date, count(*)::int
		FROM "world_message_days_rows" r LEFT JOIN "users" u ON u."id" = r."user_id"
		GROUP BY 1, 2, 3, 4, 5
		ON CONFLICT ("user_id", "import_id", "chat_id", "person_id", "day") DO UPDATE SET "n" = d."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "world_message_days_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A day a statement empties goes; the others lose what it removed.
	DELETE FROM "world_message_days" d USING (
		SELECT r."user_id", r."import_id", r."chat_id", r."person_id", (r."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date AS "day", count(*)::int AS "n"
		FROM "world_message_days_rows" r LEFT JOIN "users" u ON u."id" = r."user_id" GROUP BY 1, 2, 3, 4, 5) o
	WHERE d."user_id" = o."user_id" AND d."import_id" = o."import_id" AND d."chat_id" = o."chat_id" AND d."person_id" = o."person_id" AND d."day" = o."day" AND d."n" <= o."n";
	UPDATE "world_message_days" d SET "n" = d."n" - o."n" FROM (
		SELECT r."user_id", r."import_id", r."chat_id", r."person_id", (r."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date AS "day", count(*)::int AS "n"
		FROM "world_message_days_rows" r LEFT JOIN "users" u ON u."id" = r."user_id" GROUP BY 1, 2, 3, 4, 5) o
	WHERE d."user_id" = o."user_id" AND d."import_id" = o."import_id" AND d."chat_id" = o."chat_id" AND d."person_id" = o."person_id" AND d."day" = o."day";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "world_message_days_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An update that changes none of the rollup's columns (a sentiment filled in) changes nothing.
	IF NOT EXISTS (
		SELECT 1 FROM "world_message_days_new" n WHERE NOT EXISTS (
			SELECT 1 FROM "world_message_days_old" o WHERE o."user_id" = n."user_id" AND o."at" = n."at" AND o."key" = n."key"
			AND o."import_id" = n."import_id" AND o."chat_id" = n."chat_id" AND o."person_id" = n."person_id")) THEN
		RETURN NULL;
	END IF;
	DELETE FROM "world_message_days" d USING (
		SELECT r."user_id", r."import_id", r."chat_id", r."person_id", (r."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date AS "day", count(*)::int AS "n"
		FROM "world_message_days_old" r LEFT JOIN "users" u ON u."id" = r."user_id" GROUP BY 1, 2, 3, 4, 5) o
	WHERE d."user_id" = o."user_id" AND d."import_id" = o."import_id" AND d."chat_id" = o."chat_id" AND d."person_id" = o."person_id" AND d."day" = o."day" AND d."n" <= o."n";
	UPDATE "world_message_days" d SET "n" = d."n" - o."n" FROM (
		SELECT r."user_id", r."import_id", r."chat_id", r."person_id", (r."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date AS "day", count(*)::int AS "n"
		FROM "world_message_days_old" r LEFT JOIN "users" u ON u."id" = r."user_id" GROUP BY 1, 2, 3, 4, 5) o
	WHERE d."user_id" = o."user_id" AND d."import_id" = o."import_id" AND d."chat_id" = o."chat_id" AND d."person_id" = o."person_id" AND d."day" = o."day";
	INSERT INTO "world_message_days" AS d ("user_id", "import_id", "chat_id", "person_id", "day", "n")
		SELECT r."user_id", r."import_id", r."chat_id", r."person_id", (r."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date, count(*)::int
		FROM "world_message_days_new" r LEFT JOIN "users" u ON u."id" = r."user_id"
		GROUP BY 1, 2, 3, 4, 5
		ON CONFLICT ("user_id", "import_id", "chat_id", "person_id", "day") DO UPDATE SET "n" = d."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "world_message_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "world_message_days";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A user's zone changed: their days are counted again in the new zone.
CREATE FUNCTION "world_message_days_rezone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "world_message_days" WHERE "user_id" = NEW."id";
	INSERT INTO "world_message_days" ("user_id", "import_id", "chat_id", "person_id", "day", "n")
		SELECT m."user_id", m."import_id", m."chat_id", m."person_id", (m."at" AT TIME ZONE coalesce(NEW."time_zone", 'UTC'))::date, count(*)::int
		FROM "world_messages" m WHERE m."user_id" = NEW."id" GROUP BY 1, 2, 3, 4, 5;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "world_messages_days_insert" AFTER INSERT ON "world_messages"
	REFERENCING NEW TABLE AS "world_message_days_rows" FOR EACH STATEMENT EXECUTE FUNCTION "world_message_days_add"();
--> statement-breakpoint
CREATE TRIGGER "world_messages_days_delete" AFTER DELETE ON "world_messages"
	REFERENCING OLD TABLE AS "world_message_days_rows" FOR EACH STATEMENT EXECUTE FUNCTION "world_message_days_remove"();
--> statement-breakpoint
CREATE TRIGGER "world_messages_days_update" AFTER UPDATE ON "world_messages"
	REFERENCING OLD TABLE AS "world_message_days_old" NEW TABLE AS "world_message_days_new" FOR EACH STATEMENT EXECUTE FUNCTION "world_message_days_move"();
--> statement-breakpoint
CREATE TRIGGER "world_messages_days_truncate" AFTER TRUNCATE ON "world_messages"
	FOR EACH STATEMENT EXECUTE FUNCTION "world_message_days_clear"();
--> statement-breakpoint
CREATE TRIGGER "users_message_days_zone" AFTER UPDATE OF "time_zone" ON "users"
	FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone") EXECUTE FUNCTION "world_message_days_rezone"();
--> statement-breakpoint
INSERT INTO "world_message_days" ("user_id", "import_id", "chat_id", "person_id", "day", "n")
	SELECT m."user_id", m."import_id", m."chat_id", m."person_id", (m."at" AT TIME ZONE coalesce(u."time_zone", 'UTC'))::date, count(*)::int
	FROM "world_messages" m LEFT JOIN "users" u ON u."id" = m."user_id" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
ANALYZE "world_message_days";
--> statement-breakpoint
-- The GIN index's pending list (fastupdate) is read in full by every full-text search; PGlite
-- has no autovacuum to move it into the index (~120 ms a search at 1,000,000 messages). Moved
-- once here; the import service moves it after every import from now on.
SELECT gin_clean_pending_list('world_messages_fts_idx'::regclass);
