// The scale database's search readings: what the app's search-readings fill would make, made once
// per distinct text rather than once per article (generate.ts calls it after loading the articles).
import { bodyText } from '../../contract/body-text.ts';
import { normalizeKeyword } from '../../contract/search-keyword.ts';
import { japaneseDictionary } from '../../server/services/search/japanese-dictionary.ts';
import { bodyWords } from '../../server/services/search/search-readings.ts';
import type { Sql } from './sql-client.ts';

/**
 * What the app's search-readings fill would make, made once per distinct title, lead and body (the
 * articles repeat a few hundred templates) instead of once per article.
 */
export async function loadSearchHeadings(db: Sql) {
  await db.query(
    `insert into article_search_headings (article_id, heading, tags, stale)
     select id, search_text, article_tags_text(id), false from articles`,
  );
  const distinct = async (column: string) =>
    (await db.query<{ text: string }>(`select distinct ${column} as text from articles`)).map((r) => r.text);
  const readings = async (texts: string[]) =>
    Promise.all(texts.map(async (text) => normalizeKeyword(await japaneseDictionary.readingOf(text))));
  const [titles, leads, bodies] = await Promise.all([distinct('title'), distinct('lead'), distinct('body_html')]);
  const [titleReadings, leadReadings, words] = await Promise.all([
    readings(titles),
    readings(leads),
    // The generated bodies are plain text blocks: their HTML reads as their document does.
    Promise.all(bodies.map((html) => bodyWords(japaneseDictionary, bodyText({ json: null, html })))),
  ]);
  await db.query(
    `update article_search_headings h set title_reading = r.reading
     from articles a join unnest($1::text[], $2::text[]) as r(text, reading) on r.text = a.title
     where a.id = h.article_id`,
    [titles, titleReadings],
  );
  await db.query(
    `update article_search_headings h set lead_reading = r.reading
     from articles a join unnest($1::text[], $2::text[]) as r(text, reading) on r.text = a.lead
     where a.id = h.article_id`,
    [leads, leadReadings],
  );
  // A row per body (an array of arrays cannot be unnested row by row), then one pass over articles.
  await db.query(`create temp table scale_body_words (body_md5 text primary key, words text[])`);
  for (const [i, body] of bodies.entries()) {
    await db.query(`insert into scale_body_words values (md5($1), $2::text[])`, [body, words[i]]);
  }
  await db.query(
    `update article_search_headings h set body_words = w.words
     from articles a join scale_body_words w on w.body_md5 = md5(a.body_html)
     where a.id = h.article_id`,
  );
}
