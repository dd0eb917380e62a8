ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_outbox_gateway_message_idx" ON "sms_outbox" USING btree ("gateway_message_id");