ALTER TABLE "applications" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_client_key_idx" ON "applications" USING btree ("created_by","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_client_key_idx" ON "documents" USING btree ("application_id","client_key");