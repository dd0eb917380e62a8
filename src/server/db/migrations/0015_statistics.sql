CREATE TABLE "open_data_files" (
	"dataset" text NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "open_data_files_dataset_format_pk" PRIMARY KEY("dataset","format")
);
--> statement-breakpoint
CREATE TABLE "statistics_cells" (
	"measure" text NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"dim1" text NOT NULL,
	"dim2" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"area" double precision,
	"volume" double precision
);
--> statement-breakpoint
CREATE TABLE "statistics_refreshes" (
	"id" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"cells" integer NOT NULL,
	"took_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "statistics_cells_measure_idx" ON "statistics_cells" USING btree ("measure","kind","month");