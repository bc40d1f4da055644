// Page views and what the roll-up makes of them (docs/decisions/010): rankings and the dashboard read these.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { articles } from './content.ts';

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    path: text('path').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    referrerHost: text('referrer_host'),
    // The outlet that brought the view (contract/traffic-sources.ts); null for views stored before it was kept.
    outlet: text('outlet'),
    // SHA-256 of a daily rotating salt + IP + user agent: never an IP.
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [index('page_views_at_idx').on(t.at), index('page_views_article_idx').on(t.articleId, t.at)],
);

export const articleDailyViews = pgTable(
  'article_daily_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    // Distinct visitors of the article that day: what rankings order by, so a script's repeats count once.
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index('article_daily_views_day_idx').on(t.day)],
);

// One random salt per JST day for visitor hashes; deleted once its day is over, so yesterday's
// hashes can never be linked back to an address.
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

// ─── Analytics roll-ups (docs/decisions/010) ───────────────────────────────────────────────────────
// The roll-up reads each page view once, by id, and adds it to the small tables below; the dashboard
// reads only those. `writer_id` 0 in a dashboard table stands for the whole site. The dashboard
// tables keep the longest window it shows (90 days) and have no foreign keys: a deleted article, tag
// or category drops out where the dashboard joins its title, and its rows go with the window.

/** How far the roll-up has read page_views: one row, shared by every instance. */
export const pageViewRollUp = pgTable(
  'page_view_roll_up',
  {
    id: integer('id').primaryKey().default(1),
    lastViewId: integer('last_view_id').notNull().default(0),
  },
  (t) => [check('page_view_roll_up_one_row', sql`${t.id} = 1`)],
);

/**
 * Who was already counted on a JST day, so a visitor's next view adds a view but no visitor to the
 * article, its writer and the site. `visitor` is 64 bits of the visitor hash. Only today and
 * yesterday are kept: views of older days no longer arrive.
 */
export const dailyVisitorMarks = pgTable(
  'daily_visitor_marks',
  {
    day: date('day').notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    // 0 for a view of no article.
    articleId: integer('article_id').notNull(),
    writerId: integer('writer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.articleId] })],
);

/** Views and distinct visitors per JST day, of the whole site and of each writer's articles. */
export const dailyViews = pgTable(
  'daily_views',
  {
    writerId: integer('writer_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.writerId, t.day] })],
);

// The ranked tables below share one shape: the primary key sums a key over a window, and the
// `leaders` index walks each day's most viewed keys first (services/analytics/top-over-window.ts);
// leading with the day, it also finds the rows the prune drops.

/** `order by views desc` as PostgreSQL reads it (nulls first): otherwise the index cannot give that order. */
function mostViewedFirst(column: ExtraConfigColumn) {
  return column.desc().nullsFirst();
}

/** Page views per category (the article's category when the view was rolled up) and JST day. */
export const categoryDailyViews = pgTable(
  'category_daily_views',
  {
    writerId: integer('writer_id').notNull(),
    categoryId: integer('category_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.writerId, t.day] }),
    index('category_daily_views_leaders_idx').on(t.day, t.writerId, mostViewedFirst(t.views), t.categoryId),
  ],
);

/** Page views per tag (the article's tags when the view was rolled up) and JST day. */
export const tagDailyViews = pgTable(
  'tag_daily_views',
  {
    writerId: integer('writer_id').notNull(),
    tagId: integer('tag_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.writerId, t.day] }),
    index('tag_daily_views_leaders_idx').on(t.day, t.writerId, mostViewedFirst(t.views), t.tagId),
  ],
);

/** Page views per referrer host and JST day. */
export const referrerDailyViews = pgTable(
  'referrer_daily_views',
  {
    writerId: integer('writer_id').notNull(),
    referrerHost: text('referrer_host').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.referrerHost, t.writerId, t.day] }),
    index('referrer_daily_views_leaders_idx').on(t.day, t.writerId, mostViewedFirst(t.views), t.referrerHost),
  ],
);

/** One article's referrer hosts per JST day (the dashboard's single-article view). */
export const articleReferrerDailyViews = pgTable(
  'article_referrer_daily_views',
  {
    articleId: integer('article_id').notNull(),
    day: date('day').notNull(),
    referrerHost: text('referrer_host').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day, t.referrerHost] }),
    // What the prune walks: the other tables' indexes all lead with the day.
    index('article_referrer_daily_views_day_idx').on(t.day),
  ],
);

/**
 * Page views per article and JST day, as in article_daily_views, with the writer: the dashboard's
 * copy, indexed for each day's most read articles of the site and of each writer.
 */
export const writerArticleDailyViews = pgTable(
  'writer_article_daily_views',
  {
    articleId: integer('article_id').notNull(),
    day: date('day').notNull(),
    writerId: integer('writer_id').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day] }),
    index('writer_article_daily_views_leaders_idx').on(t.day, t.writerId, mostViewedFirst(t.views), t.articleId),
    index('writer_article_daily_views_site_leaders_idx').on(t.day, mostViewedFirst(t.views), t.articleId),
  ],
);
