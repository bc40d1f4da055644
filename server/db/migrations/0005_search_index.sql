-- Written by hand (drizzle-kit does not express functions): every 1- and 2-character piece of a
-- folded search text, for the GIN indexes below (server/db/search-text.ts). The two columns are
-- added in one ALTER TABLE so the table is rewritten once.
CREATE OR REPLACE FUNCTION search_grams(folded text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT array(
      SELECT substr(folded, i, n)
      FROM generate_series(1, length(folded)) AS i, generate_series(1, 2) AS n
      WHERE i + n - 1 <= length(folded) AND position(' ' in substr(folded, i, n)) = 0
    )
  $$;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_title" text GENERATED ALWAYS AS (translate(lower(normalize("articles"."title", NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ')) STORED,
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(normalize("articles"."title" || ' ' || "articles"."lead", NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ')) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_text_idx" ON "articles" USING gin (search_grams("search_text")) WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_search_title_idx" ON "articles" USING gin (search_grams("search_title"));