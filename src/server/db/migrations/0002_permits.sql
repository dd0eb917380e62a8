CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_code" text,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"owner_code" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_name" text NOT NULL,
	"created_by" text NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"autosave" jsonb,
	"autosaved_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"related_permit_id" uuid,
	"permit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"owner_code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"sha256" text,
	"storage_key" text,
	"url" text,
	"confidential" boolean DEFAULT false NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"owner_code" text NOT NULL,
	"direction" text NOT NULL,
	"sender_code" text,
	"sender_name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"permit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_code" text,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"application_id" uuid,
	"holder_code" text NOT NULL,
	"holder_kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_events_app_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_number_idx" ON "applications" USING btree ("number");--> statement-breakpoint
CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner_code","kind","state");--> statement-breakpoint
CREATE INDEX "applications_queue_idx" ON "applications" USING btree ("state","kind","submitted_at");--> statement-breakpoint
CREATE INDEX "documents_app_idx" ON "documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE INDEX "messages_owner_idx" ON "messages" USING btree ("owner_code","direction","created_at");--> statement-breakpoint
CREATE INDEX "messages_app_idx" ON "messages" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "permit_events_permit_idx" ON "permit_events" USING btree ("permit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "permits_number_idx" ON "permits" USING btree ("number");--> statement-breakpoint
CREATE INDEX "permits_holder_idx" ON "permits" USING btree ("holder_code","kind","state");--> statement-breakpoint
CREATE INDEX "permits_expiry_idx" ON "permits" USING btree ("state","valid_until");