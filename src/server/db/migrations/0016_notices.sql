CREATE TABLE "notice_opt_outs" (
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_inbound" (
	"gateway_message_id" text PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"permit_number" text,
	"reply" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_phone" text NOT NULL,
	"body_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"gateway_message_id" text,
	"notice_key" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "notice_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_opt_outs_idx" ON "notice_opt_outs" USING btree ("channel","address");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_notice_key_idx" ON "sms_outbox" USING btree ("notice_key") WHERE "sms_outbox"."notice_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_notice_key_idx" ON "mail_outbox" USING btree ("notice_key") WHERE "mail_outbox"."notice_key" is not null;