CREATE TABLE "licence_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_code" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"water_body_id" uuid NOT NULL,
	"lessor_code" text NOT NULL,
	"lessor_name" text NOT NULL,
	"status" text NOT NULL,
	"species_code" text NOT NULL,
	"place_lt" text NOT NULL,
	"place_en" text NOT NULL,
	"period" text NOT NULL,
	"fishing_from" date NOT NULL,
	"fishing_to" date NOT NULL,
	"conditions_lt" text NOT NULL,
	"conditions_en" text NOT NULL,
	"amount" integer NOT NULL,
	"min_size_cm" integer,
	"total" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"message" text,
	"licence_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_requests_total_check" CHECK ("licence_requests"."total" > 0),
	CONSTRAINT "licence_requests_price_check" CHECK ("licence_requests"."price_cents" >= 0),
	CONSTRAINT "licence_requests_dates_check" CHECK ("licence_requests"."fishing_to" > "licence_requests"."fishing_from")
);
--> statement-breakpoint
ALTER TABLE "angler_purchases" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
CREATE INDEX "licence_request_events_request_idx" ON "licence_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "licence_requests_lessor_idx" ON "licence_requests" USING btree ("lessor_code","water_body_id");--> statement-breakpoint
CREATE INDEX "licence_requests_status_idx" ON "licence_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_requests_licence_idx" ON "licence_requests" USING btree ("licence_id") WHERE "licence_requests"."licence_id" is not null;