ALTER TABLE "article_search_headings" ADD COLUMN "body_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A new body is read again by the app too (stale), for its words.
DROP TRIGGER articles_search_heading ON articles;--> statement-breakpoint
CREATE TRIGGER articles_search_heading AFTER INSERT OR UPDATE OF title, lead, body_html ON articles
  FOR EACH ROW EXECUTE FUNCTION keep_article_search_heading();--> statement-breakpoint
-- Every body is read by the app as it starts; until then the search finds titles, leads and tags.
UPDATE article_search_headings SET stale = true;--> statement-breakpoint
CREATE INDEX "article_search_headings_words_idx" ON "article_search_headings" USING gin ("body_words");
