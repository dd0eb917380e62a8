CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- ROLE_L03 is derived from valid L03 permits of the acting party (issue 18); the static rows go.
DELETE FROM "roles" WHERE "role" = 'ROLE_L03';
