CREATE TABLE "matrix_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"matrix_user_id" text NOT NULL,
	"homeserver_url" text NOT NULL,
	"token_sealed" text NOT NULL,
	"since" text,
	"sync_state" text DEFAULT 'starting' NOT NULL,
	"sync_error" text,
	"sync_owner" text,
	"sync_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matrix_rooms" (
	"user_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bridge" text,
	"last_message" text,
	"last_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matrix_rooms_user_id_room_id_pk" PRIMARY KEY("user_id","room_id")
);
--> statement-breakpoint
ALTER TABLE "matrix_accounts" ADD CONSTRAINT "matrix_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrix_rooms" ADD CONSTRAINT "matrix_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;