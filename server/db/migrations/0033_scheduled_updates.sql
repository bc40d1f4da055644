CREATE TABLE "article_pending_versions" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"writer_id" integer,
	"changes" jsonb NOT NULL,
	"mark_revised" boolean DEFAULT false NOT NULL,
	"review_state" text,
	"go_live_at" timestamp with time zone,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_pending_versions_review_state_check" CHECK ("article_pending_versions"."review_state" in ('pending', 'returned', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "article_pending_versions" ADD CONSTRAINT "article_pending_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_pending_versions" ADD CONSTRAINT "article_pending_versions_writer_id_writers_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_pending_versions" ADD CONSTRAINT "article_pending_versions_approved_by_writers_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_pending_versions_due_idx" ON "article_pending_versions" USING btree ("go_live_at") WHERE "article_pending_versions"."review_state" = 'approved';