CREATE TABLE "article_search_bodies" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"folded" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_search_bodies" ADD CONSTRAINT "article_search_bodies_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The admin's body search: title, lead and body as text, folded as foldForSearch (search-text.ts)
-- folds, kept by a trigger so every way an article is written keeps it.
CREATE OR REPLACE FUNCTION article_search_body(title text, lead text, body_html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(normalize(title || ' ' || lead || ' ' || regexp_replace(body_html, '<[^>]*>', ' ', 'g'), NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ');--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_article_search_body() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_search_bodies (article_id, folded)
  VALUES (NEW.id, article_search_body(NEW.title, NEW.lead, NEW.body_html))
  ON CONFLICT (article_id) DO UPDATE SET folded = EXCLUDED.folded;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_body AFTER INSERT OR UPDATE OF title, lead, body_html ON articles
  FOR EACH ROW EXECUTE FUNCTION keep_article_search_body();--> statement-breakpoint
-- Existing articles: readers go on meanwhile (nothing is rewritten); saves wait until it is done.
INSERT INTO article_search_bodies (article_id, folded)
  SELECT id, article_search_body(title, lead, body_html) FROM articles;--> statement-breakpoint
CREATE INDEX "article_search_bodies_idx" ON "article_search_bodies" USING gin (search_grams("folded"));