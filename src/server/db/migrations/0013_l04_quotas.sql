CREATE TABLE "l04_gear_coefficients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quota_type" text NOT NULL,
	"from_gear" text NOT NULL,
	"to_gear" text NOT NULL,
	"coefficient_x100" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "l04_gear_coefficients_positive_check" CHECK ("l04_gear_coefficients"."coefficient_x100" > 0)
);
--> statement-breakpoint
CREATE TABLE "l04_quota_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quota_id" uuid NOT NULL,
	"permit_id" uuid NOT NULL,
	"holder_code" text NOT NULL,
	"gear" text NOT NULL,
	"allocated" integer NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"source_conversion_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "l04_quota_allocations_amount_check" CHECK ("l04_quota_allocations"."allocated" > 0),
	CONSTRAINT "l04_quota_allocations_converted_check" CHECK ("l04_quota_allocations"."converted" >= 0 AND "l04_quota_allocations"."converted" <= "l04_quota_allocations"."allocated"),
	CONSTRAINT "l04_quota_allocations_dates_check" CHECK ("l04_quota_allocations"."valid_to" > "l04_quota_allocations"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "l04_quota_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"allocation_id" uuid NOT NULL,
	"holder_code" text NOT NULL,
	"from_gear" text NOT NULL,
	"to_gear" text NOT NULL,
	"amount" integer NOT NULL,
	"result_amount" integer NOT NULL,
	"coefficient_x100" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "l04_quota_conversions_amount_check" CHECK ("l04_quota_conversions"."amount" > 0 AND "l04_quota_conversions"."result_amount" > 0),
	CONSTRAINT "l04_quota_conversions_dates_check" CHECK ("l04_quota_conversions"."date_to" > "l04_quota_conversions"."date_from")
);
--> statement-breakpoint
CREATE TABLE "l04_quota_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quota_id" uuid NOT NULL,
	"allocation_id" uuid,
	"conversion_id" uuid,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_code" text,
	"actor_name" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "l04_quotas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" integer NOT NULL,
	"quota_type" text NOT NULL,
	"quota_kind" text NOT NULL,
	"gear" text NOT NULL,
	"total_units" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "l04_quotas_total_check" CHECK ("l04_quotas"."total_units" > 0),
	CONSTRAINT "l04_quotas_dates_check" CHECK ("l04_quotas"."valid_to" > "l04_quotas"."valid_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "l04_gear_coefficients_pair_idx" ON "l04_gear_coefficients" USING btree ("quota_type","from_gear","to_gear");--> statement-breakpoint
CREATE INDEX "l04_quota_allocations_holder_idx" ON "l04_quota_allocations" USING btree ("holder_code");--> statement-breakpoint
CREATE INDEX "l04_quota_allocations_quota_idx" ON "l04_quota_allocations" USING btree ("quota_id");--> statement-breakpoint
CREATE INDEX "l04_quota_conversions_allocation_idx" ON "l04_quota_conversions" USING btree ("allocation_id","status");--> statement-breakpoint
CREATE INDEX "l04_quota_conversions_status_idx" ON "l04_quota_conversions" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "l04_quota_events_quota_idx" ON "l04_quota_events" USING btree ("quota_id","at");--> statement-breakpoint
CREATE INDEX "l04_quota_events_allocation_idx" ON "l04_quota_events" USING btree ("allocation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "l04_quotas_season_idx" ON "l04_quotas" USING btree ("season","quota_type","quota_kind","gear");