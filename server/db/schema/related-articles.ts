// 関連記事 picked by hand in the editor: shown first in an article's related slot, in their order.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { articles } from './content.ts';

export const articleRelatedPicks = pgTable(
  'article_related_picks',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** 0 first. */
    position: integer('position').notNull(),
  },
  (t) => [
    // The page reads an article's picks in order through the key.
    primaryKey({ columns: [t.articleId, t.position] }),
    // A deleted article takes the picks of it along (the cascade finds them here).
    index('article_related_picks_related_idx').on(t.relatedId),
    check('article_related_picks_not_itself', sql`${t.articleId} <> ${t.relatedId}`),
  ],
);
