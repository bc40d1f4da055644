// Views and visitors per outlet (SmartNews, Yahoo!ニュース, 直接…) and JST day, rolled up from
// page_views.outlet like the other dashboard tables (docs/decisions/010, 034). No foreign keys: rows
// go with the dashboard's window.
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Per outlet and JST day, of the whole site (`writer_id` 0) and of each writer's articles. */
export const outletDailyViews = pgTable(
  'outlet_daily_views',
  {
    writerId: integer('writer_id').notNull(),
    day: date('day').notNull(),
    outlet: text('outlet').notNull(),
    views: integer('views').notNull(),
    // Distinct visitors the outlet brought that day.
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.writerId, t.day, t.outlet] }),
    // What the prune walks.
    index('outlet_daily_views_day_idx').on(t.day),
  ],
);

/** One article's outlets per JST day (the dashboard's single-article view). */
export const articleOutletDailyViews = pgTable(
  'article_outlet_daily_views',
  {
    articleId: integer('article_id').notNull(),
    day: date('day').notNull(),
    outlet: text('outlet').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day, t.outlet] }),
    index('article_outlet_daily_views_day_idx').on(t.day),
  ],
);

/**
 * Who an outlet already brought on a JST day, so a visitor counts once a day per outlet for the
 * site, their writer and the article (as daily_visitor_marks does without the outlet). Today and
 * yesterday only.
 */
export const dailyOutletVisitorMarks = pgTable(
  'daily_outlet_visitor_marks',
  {
    day: date('day').notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    outlet: text('outlet').notNull(),
    // 0 for a view of no article.
    articleId: integer('article_id').notNull(),
    writerId: integer('writer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.outlet, t.articleId] })],
);
