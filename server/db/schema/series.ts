// 連載 as numbered series (decision 037): a series has a title, description and picture; its episodes
// are articles, each in at most one series under a number of its own (第1話, 第2話, …).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { articles } from './content.ts';

export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const seriesEpisodes = pgTable(
  'series_episodes',
  {
    // An article is an episode of one series at most.
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('series_episodes_number_check', sql`${t.episodeNumber} between 1 and 9999`),
    // One 第N話 per series, held by the database under parallel saves; also the series page's order.
    uniqueIndex('series_episodes_number_key').on(t.seriesId, t.episodeNumber),
  ],
);
