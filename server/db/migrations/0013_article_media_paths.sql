CREATE TABLE "article_media_paths" (
	"article_id" integer NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "article_media_paths_article_id_path_pk" PRIMARY KEY("article_id","path")
);
--> statement-breakpoint
ALTER TABLE "article_media_paths" ADD CONSTRAINT "article_media_paths_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A picture's address without its origin (/media/2026/11/abc-640.webp), however the article wrote
-- it: a path, this site's full URL, or the bucket's.
CREATE OR REPLACE FUNCTION media_path(url text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(url, '^https?://[^/]+', '', 'i');--> statement-breakpoint
-- The pictures an article shows: every src in its (sanitised) body — pictures, 吹き出し avatars,
-- product and article cards — its thumbnail and its share picture.
CREATE OR REPLACE FUNCTION article_media_paths_of(body_html text, thumbnail_url text, og_image_url text)
  RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT media_path(url)
    FROM (
      SELECT (regexp_matches(body_html, '\ssrc="([^"]+)"', 'g'))[1] AS url
      UNION ALL SELECT thumbnail_url
      UNION ALL SELECT og_image_url
    ) AS found
    WHERE url IS NOT NULL AND url <> ''
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_article_media_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_media_paths WHERE article_id = NEW.id;
  INSERT INTO article_media_paths (article_id, path)
    SELECT NEW.id, p FROM article_media_paths_of(NEW.body_html, NEW.thumbnail_url, NEW.og_image_url) AS p;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_media_paths AFTER INSERT OR UPDATE OF body_html, thumbnail_url, og_image_url ON articles
  FOR EACH ROW EXECUTE FUNCTION keep_article_media_paths();--> statement-breakpoint
-- Existing articles, before the path index is built (one build instead of 100,000 inserts into it).
INSERT INTO article_media_paths (article_id, path)
  SELECT a.id, p FROM articles AS a, article_media_paths_of(a.body_html, a.thumbnail_url, a.og_image_url) AS p;--> statement-breakpoint
CREATE INDEX "article_media_paths_path_idx" ON "article_media_paths" USING btree ("path");--> statement-breakpoint
ANALYZE "article_media_paths";
