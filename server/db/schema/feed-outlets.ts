// The news apps and platforms our articles are sent to (contract/feed-outlets.ts names them): each
// outlet's rule, and the articles left out of chosen outlets one by one.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { articles } from './content.ts';

/**
 * One row per outlet an admin has set; an outlet without a row is off, with its default rule
 * (`defaultOutletRule`). Outlets are a fixed list in code, so the id is the outlet's own.
 */
export const feedOutlets = pgTable(
  'feed_outlets',
  {
    id: text('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    excludePr: boolean('exclude_pr').notNull().default(true),
    excludedCategoryIds: integer('excluded_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** An article goes out this long after its publication, not before. */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    itemCount: integer('item_count').notNull().default(50),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('feed_outlets_delay_check', sql`${t.delayMinutes} >= 0`),
    check('feed_outlets_item_count_check', sql`${t.itemCount} between 1 and 100`),
  ],
);

/** An article its editors keep out of one outlet's feed, whatever the outlet's rule says. */
export const articleOutletOptOuts = pgTable(
  'article_outlet_opt_outs',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    outletId: text('outlet_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.outletId] })],
);
