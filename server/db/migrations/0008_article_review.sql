CREATE TABLE "article_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"writer_id" integer,
	"action" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"quote" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_comments_action_check" CHECK ("article_comments"."action" in ('comment', 'submit', 'withdraw', 'return', 'approve'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_writer_id_writers_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."writers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_comments_article_idx" ON "article_comments" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "articles_review_idx" ON "articles" USING btree ("review_state","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."review_state" in ('pending', 'returned') and "articles"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_review_state_check" CHECK ("articles"."review_state" in ('pending', 'returned', 'approved'));