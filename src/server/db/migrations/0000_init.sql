CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_code" text,
	"represented_code" text,
	"action" text NOT NULL,
	"subject" text,
	"details" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "gateway_sim_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"browser_hash" text NOT NULL,
	"state" text NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"identity" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_code" text NOT NULL,
	"represented_code" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"info_by_email" boolean DEFAULT false NOT NULL,
	"info_by_sms" boolean DEFAULT false NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_code_represented_code_pk" PRIMARY KEY("user_code","represented_code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_form" text NOT NULL,
	"address" text,
	"head_code" text
);
--> statement-breakpoint
CREATE TABLE "register_persons" (
	"code" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "register_powers_of_attorney" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"representative_code" text NOT NULL,
	"principal_code" text NOT NULL,
	"principal_kind" text NOT NULL,
	"scope" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"revoked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "register_powers_of_attorney_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"code" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "roles_code_role_pk" PRIMARY KEY("code","role")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_code" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_code","at");--> statement-breakpoint
CREATE INDEX "poa_representative_idx" ON "register_powers_of_attorney" USING btree ("representative_code");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_code");