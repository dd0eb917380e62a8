CREATE TABLE "angler_permits" (
	"permit_id" uuid PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"angler_key" text NOT NULL,
	"buyer_code" text,
	"water_body_id" uuid,
	"licence_id" uuid,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"report_required" boolean DEFAULT false NOT NULL,
	"report_filed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "angler_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"secret_hash" text NOT NULL,
	"buyer_code" text,
	"angler_key" text NOT NULL,
	"angler" jsonb NOT NULL,
	"water_body_id" uuid,
	"offer_id" uuid,
	"licence_id" uuid,
	"period" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text,
	"lang" text DEFAULT 'lt' NOT NULL,
	"permit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fish_species" (
	"code" text PRIMARY KEY NOT NULL,
	"name_lt" text NOT NULL,
	"name_en" text NOT NULL,
	"latin" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fishing_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"water_body_id" uuid NOT NULL,
	"place_lt" text NOT NULL,
	"place_en" text NOT NULL,
	"species_code" text NOT NULL,
	"period" text NOT NULL,
	"fishing_from" date NOT NULL,
	"fishing_to" date NOT NULL,
	"conditions_lt" text NOT NULL,
	"conditions_en" text NOT NULL,
	"amount" integer NOT NULL,
	"min_size_cm" integer,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fishing_licences_capacity" CHECK ("fishing_licences"."sold" >= 0 and "fishing_licences"."reserved" >= 0 and "fishing_licences"."sold" + "fishing_licences"."reserved" <= "fishing_licences"."total")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"source" text NOT NULL,
	"provider_status" text NOT NULL,
	"payload" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"receipt_number" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"lang" text DEFAULT 'lt' NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "water_bodies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"old_code" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"municipality" text NOT NULL,
	"leased" boolean DEFAULT false NOT NULL,
	"lessor_code" text,
	"lessor_name" text,
	"limited" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date,
	"end_date" date,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"area_ha" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_body_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"water_body_id" uuid NOT NULL,
	"period" text NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "angler_permits_purchase_idx" ON "angler_permits" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "angler_permits_angler_idx" ON "angler_permits" USING btree ("angler_key","kind","valid_until");--> statement-breakpoint
CREATE INDEX "angler_permits_buyer_idx" ON "angler_permits" USING btree ("buyer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "angler_purchases_idem_idx" ON "angler_purchases" USING btree ("idempotency_key") WHERE "angler_purchases"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "angler_purchases_angler_idx" ON "angler_purchases" USING btree ("angler_key","kind");--> statement-breakpoint
CREATE INDEX "angler_purchases_buyer_idx" ON "angler_purchases" USING btree ("buyer_code");--> statement-breakpoint
CREATE INDEX "angler_purchases_open_idx" ON "angler_purchases" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "fishing_licences_wb_idx" ON "fishing_licences" USING btree ("water_body_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_number") WHERE "payments"."receipt_number" is not null;--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_callback_idx" ON "sandbox_payments" USING btree ("state","callback_delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "water_bodies_code_idx" ON "water_bodies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "water_bodies_name_idx" ON "water_bodies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "water_body_offers_wb_idx" ON "water_body_offers" USING btree ("water_body_id","valid_to");