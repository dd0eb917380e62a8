CREATE TABLE "application_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"owner_code" text NOT NULL,
	"owner_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"refund_note" text,
	"refunded_by" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_fees_amount_check" CHECK ("application_fees"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"message_id" text NOT NULL,
	"statement_id" text NOT NULL,
	"account" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"counts" jsonb NOT NULL,
	"source" text NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"booked_on" date NOT NULL,
	"reference" text,
	"remittance" text,
	"debtor_name" text,
	"debtor_account" text,
	"state" text NOT NULL,
	"problem" text,
	"fee_id" uuid,
	"payment_id" uuid,
	"note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rates" (
	"kind" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_rates_amount_check" CHECK ("fee_rates"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "application_fees_application_idx" ON "application_fees" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_fees_reference_idx" ON "application_fees" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "application_fees_owner_idx" ON "application_fees" USING btree ("owner_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_sha_idx" ON "bank_statements" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_entry_idx" ON "bank_transfers" USING btree ("account","entry_key");--> statement-breakpoint
CREATE INDEX "bank_transfers_state_idx" ON "bank_transfers" USING btree ("state","booked_on");--> statement-breakpoint
CREATE INDEX "bank_transfers_fee_idx" ON "bank_transfers" USING btree ("fee_id");