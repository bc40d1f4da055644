CREATE TABLE "article_search_headings" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"title_reading" text DEFAULT '' NOT NULL,
	"lead_reading" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"stale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_search_headings" ADD CONSTRAINT "article_search_headings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An article's live tags, names and readings, folded as foldForSearch (search-text.ts) folds.
CREATE OR REPLACE FUNCTION article_tags_text(target integer) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(translate(lower(normalize(t.title || ' ' || coalesce(t.reading, ''), NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), ' ' ORDER BY t.id), '')
    FROM article_tags AS at JOIN tags AS t ON t.id = at.tag_id AND t.deleted_at IS NULL
    WHERE at.article_id = target
  $$;--> statement-breakpoint
-- The heading folded as articles.search_text is; a new article, or a new title or lead, is read
-- again by the app (stale).
CREATE OR REPLACE FUNCTION keep_article_search_heading() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_search_headings (article_id, heading, tags)
  VALUES (NEW.id, translate(lower(normalize(NEW.title || ' ' || NEW.lead, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), article_tags_text(NEW.id))
  ON CONFLICT (article_id) DO UPDATE SET heading = EXCLUDED.heading, stale = true;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_heading AFTER INSERT OR UPDATE OF title, lead ON articles
  FOR EACH ROW EXECUTE FUNCTION keep_article_search_heading();--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_article_tags_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer := coalesce(NEW.article_id, OLD.article_id);
BEGIN
  UPDATE article_search_headings SET tags = article_tags_text(target) WHERE article_id = target;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER article_tags_search AFTER INSERT OR DELETE ON article_tags
  FOR EACH ROW EXECUTE FUNCTION keep_article_tags_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_tagged_articles_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_search_headings SET tags = article_tags_text(article_id)
    WHERE article_id IN (SELECT article_id FROM article_tags WHERE tag_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tags_search AFTER UPDATE OF title, reading, deleted_at ON tags
  FOR EACH ROW EXECUTE FUNCTION keep_tagged_articles_text();--> statement-breakpoint
-- Existing articles, before the index is built: heading and tags now, readings by the app as it
-- starts (every row stale).
INSERT INTO article_search_headings (article_id, heading, tags)
  SELECT id, search_text, article_tags_text(id) FROM articles;--> statement-breakpoint
CREATE INDEX "article_search_headings_idx" ON "article_search_headings" USING gin (search_grams("heading" || ' ' || "title_reading" || ' ' || "lead_reading" || ' ' || "tags"));--> statement-breakpoint
CREATE INDEX "article_search_headings_stale_idx" ON "article_search_headings" USING btree ("article_id") WHERE "article_search_headings"."stale";