// Old addresses that live on (DESIGN.md §8): each answers 301 to a path, a URL or an article's current address.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { articles } from './content.ts';

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** The requested path, normalised by `redirectKey` (contract/redirects.ts): the lookup's one key. */
    fromPath: text('from_path').notNull(),
    /** A site-relative path or an http(s) URL; an article target is followed instead while it is set. */
    toPath: text('to_path').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['import', 'editor'] })
      .notNull()
      .default('editor'),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('redirects_from_path_key').on(t.fromPath), index('redirects_article_idx').on(t.articleId)],
);
