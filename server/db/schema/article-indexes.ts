// Tables triggers keep in step with articles (migrations 0010, 0013, 0015), so a search or a picture
// lookup reads an index instead of every body; no save path writes them.
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { searchGrams } from '../search-text.ts';
import { articles } from './content.ts';

/**
 * An article's title, lead and body as text (tags stripped), folded for the admin's keyword search.
 * Kept by a trigger on articles (migration 0010): its own table, so adding or refolding it never
 * rewrites the articles table, and no save path can forget it.
 */
export const articleSearchBodies = pgTable(
  'article_search_bodies',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    folded: text('folded').notNull(),
  },
  (t) => [index('article_search_bodies_idx').using('gin', searchGrams(sql`${t.folded}`))],
);

/**
 * What the public search finds an article by, each part folded for search and all of it short: its
 * title and lead (`heading`), their hiragana readings (掃除 → そうじ), made by the app, which holds
 * the dictionary (services/search/search-readings.ts), for the rows a trigger marked stale, and the
 * names and readings of its live tags. Kept by triggers on articles, article_tags and tags
 * (migration 0015), in a table of its own: the readings change without touching the bodies' index.
 */
export const articleSearchHeadings = pgTable(
  'article_search_headings',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    heading: text('heading').notNull(),
    titleReading: text('title_reading').notNull().default(''),
    leadReading: text('lead_reading').notNull().default(''),
    tags: text('tags').notNull().default(''),
    /**
     * The body's words, written and read, folded as search terms are (services/search/search-readings.ts):
     * a term is found in the body when it is one of them.
     */
    bodyWords: text('body_words').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The title's nouns, each as written and as read, for 「もしかして」: kept here so a reader's search
     * never wakes the dictionary. Null until the app has read them.
     */
    titleNouns: jsonb('title_nouns').$type<[written: string, reading: string][]>(),
    /** The readings and words are behind the title, lead or body: the app makes them again. */
    stale: boolean('stale').notNull().default(true),
  },
  (t) => [
    index('article_search_headings_idx').using('gin', searchGrams(headingText(t))),
    index('article_search_headings_words_idx').using('gin', t.bodyWords),
    index('article_search_headings_stale_idx').on(t.articleId).where(sql`${t.stale}`),
    index('article_search_headings_unread_nouns_idx').on(t.articleId).where(sql`${t.titleNouns} is null`),
  ],
);

/** What the public search reads, as the index of its pieces is built: no term holds a space. */
export function headingText(t: {
  heading: AnyPgColumn;
  titleReading: AnyPgColumn;
  leadReading: AnyPgColumn;
  tags: AnyPgColumn;
}): SQL {
  return sql`${t.heading} || ' ' || ${t.titleReading} || ' ' || ${t.leadReading} || ' ' || ${t.tags}`;
}

/**
 * The pictures an article shows (body, thumbnail, share picture) by path, origin dropped. Kept by a
 * trigger on articles (migration 0013), so "where is this picture used" is an index lookup rather
 * than a text search through every body.
 */
export const articleMediaPaths = pgTable(
  'article_media_paths',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.path] }), index('article_media_paths_path_idx').on(t.path)],
);
