ALTER TABLE "documents" ADD COLUMN "geometry" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "area_ha" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "boundary_warnings" jsonb;