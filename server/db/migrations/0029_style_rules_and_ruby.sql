CREATE TABLE "style_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"find" text NOT NULL,
	"replacement" text,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_rules_kind_check" CHECK ("style_rules"."kind" in ('variant', 'brand', 'ng'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "style_rules_find_key" ON "style_rules" USING btree (lower("find"));--> statement-breakpoint
-- The admin's body search (0012) reads ルビ as the words under it: a reading (<rt>, and the
-- parentheses <rp> old browsers show) is left out, and <ruby> goes without a trace like the other
-- tags inside a sentence, so 紫陽花 with its reading over it is still found as 紫陽花.
CREATE OR REPLACE FUNCTION article_search_body(title text, lead text, body_html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(normalize(title || ' ' || lead || ' ' || regexp_replace(
      regexp_replace(
        regexp_replace(body_html, '<(rt|rp)(\s[^>]*)?>[^<]*</(rt|rp)>', '', 'gi'),
        '</?(a|b|strong|em|i|u|s|mark|span|small|sub|sup|code|ruby)(\s[^>]*)?>', '', 'gi'),
      '<[^>]*>', ' ', 'g'), NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ');--> statement-breakpoint
-- Bodies stored with a reading already (imported HTML): only those are folded again.
UPDATE article_search_bodies AS b
  SET folded = f.folded
  FROM (SELECT id, article_search_body(title, lead, body_html) AS folded FROM articles WHERE body_html LIKE '%<rt%') AS f
  WHERE f.id = b.article_id AND f.folded IS DISTINCT FROM b.folded;
