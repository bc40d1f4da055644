CREATE TABLE "article_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"writer_id" integer,
	"kind" text NOT NULL,
	"noted_on" date NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_notes_kind_check" CHECK ("article_notes"."kind" in ('correction', 'addendum'))
);
--> statement-breakpoint
CREATE TABLE "article_reviewers" (
	"article_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_reviewers_article_id_reviewer_id_pk" PRIMARY KEY("article_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "reviewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"reading" text DEFAULT '' NOT NULL,
	"credentials" text NOT NULL,
	"affiliation" text,
	"photo_url" text,
	"profile" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_writer_id_writers_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviewers" ADD CONSTRAINT "article_reviewers_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviewers" ADD CONSTRAINT "article_reviewers_reviewer_id_reviewers_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."reviewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_notes_article_idx" ON "article_notes" USING btree ("article_id","noted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_reviewers_reviewer_idx" ON "article_reviewers" USING btree ("reviewer_id","article_id");--> statement-breakpoint
CREATE INDEX "reviewers_reading_idx" ON "reviewers" USING btree ("reading","id");