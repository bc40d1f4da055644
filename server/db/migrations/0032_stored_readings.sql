ALTER TABLE "article_search_headings" ADD COLUMN "title_nouns" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "reading" text;--> statement-breakpoint
CREATE INDEX "article_search_headings_unread_nouns_idx" ON "article_search_headings" USING btree ("article_id") WHERE "article_search_headings"."title_nouns" is null;