CREATE TABLE "catch_reports" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"permit_id" uuid NOT NULL,
	"permit_number" text NOT NULL,
	"kind" text NOT NULL,
	"water_body_id" uuid,
	"species_code" text NOT NULL,
	"amount" integer NOT NULL,
	"length_cm" double precision,
	"sex" text NOT NULL,
	"eel_caught" boolean NOT NULL,
	"caught_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"device_sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skew_ms" integer NOT NULL,
	"caught_at_server" timestamp with time zone NOT NULL,
	"late" boolean NOT NULL,
	"card_ended" boolean NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catch_reports_client_idx" ON "catch_reports" USING btree ("permit_id","client_id");--> statement-breakpoint
CREATE INDEX "catch_reports_public_idx" ON "catch_reports" USING btree ("kind","caught_at_server");--> statement-breakpoint
CREATE INDEX "catch_reports_permit_idx" ON "catch_reports" USING btree ("permit_number");