CREATE TABLE "water_body_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"water_body_id" uuid NOT NULL,
	"period" text NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_body_promotions_price_check" CHECK ("water_body_promotions"."price_cents" >= 0),
	CONSTRAINT "water_body_promotions_dates_check" CHECK ("water_body_promotions"."valid_to" > "water_body_promotions"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "water_body_promotions_wb_idx" ON "water_body_promotions" USING btree ("water_body_id","period","valid_to");