CREATE TABLE "content_about" (
	"locale" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_about_locale_check" CHECK ("content_about"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_in_permits_list" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_articles_slug_locale_uq" UNIQUE("slug","locale"),
	CONSTRAINT "content_articles_locale_check" CHECK ("content_articles"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "content_contacts" (
	"locale" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_contacts_locale_check" CHECK ("content_contacts"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "content_seed_log" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_faq_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_faq_tags_uid_locale_uq" UNIQUE("uid","locale"),
	CONSTRAINT "content_faq_tags_locale_check" CHECK ("content_faq_tags"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "content_permit_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" text DEFAULT '' NOT NULL,
	"who_needs_it" text DEFAULT '' NOT NULL,
	"how_to_apply" text DEFAULT '' NOT NULL,
	"documents" text DEFAULT '' NOT NULL,
	"legal_basis" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_permit_descriptions_permit_locale_uq" UNIQUE("permit_id","locale"),
	CONSTRAINT "content_permit_descriptions_permit_id_check" CHECK ("content_permit_descriptions"."permit_id" ~ '^L[0-9]{2}(_[0-9])?$'),
	CONSTRAINT "content_permit_descriptions_locale_check" CHECK ("content_permit_descriptions"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "content_question_tags" (
	"question_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "content_question_tags_question_id_tag_id_pk" PRIMARY KEY("question_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "content_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_questions_locale_check" CHECK ("content_questions"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "content_upload_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"warning_title" text NOT NULL,
	"content" text NOT NULL,
	"show_warning" boolean DEFAULT true NOT NULL,
	"permit_id" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_warnings_locale_check" CHECK ("content_warnings"."locale" in ('lt', 'en'))
);
--> statement-breakpoint
ALTER TABLE "content_question_tags" ADD CONSTRAINT "content_question_tags_question_id_content_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."content_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_question_tags" ADD CONSTRAINT "content_question_tags_tag_id_content_faq_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."content_faq_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_articles_list_idx" ON "content_articles" USING btree ("locale","published","created_at");--> statement-breakpoint
CREATE INDEX "content_question_tags_tag_idx" ON "content_question_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "content_questions_locale_idx" ON "content_questions" USING btree ("locale","position");--> statement-breakpoint
CREATE INDEX "content_warnings_locale_idx" ON "content_warnings" USING btree ("locale");