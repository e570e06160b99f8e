-- UNLOGGED: counters are worth no WAL write (and no fsync) per limited request; a crash
-- or a failover empties them, which only forgives the current windows.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_events" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_events_key_at_pk" PRIMARY KEY("key","at")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_expires_idx" ON "rate_limit_events" USING btree ("expires_at");