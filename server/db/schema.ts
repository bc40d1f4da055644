// The whole data model (DESIGN.md §5): one Drizzle table per entity, snake_case columns.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldForSearch, searchGrams } from './search-text.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

export const writers = pgTable(
  'writers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    profileImgUrl: text('profile_img_url'),
    profileText: text('profile_text'),
    role: text('role', { enum: ['admin', 'writer'] })
      .notNull()
      .default('writer'),
    // Raised by every password or role change; tokens carrying an older value are refused.
    sessionVersion: integer('session_version').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('writers_email_key').on(t.email),
    check('writers_role_check', sql`${t.role} in ('admin', 'writer')`),
    check('writers_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    order: integer('order').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId, t.order)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    reading: text('reading'),
    slug: text('slug').notNull(),
    description: text('description'),
    order: integer('order').notNull().default(0),
    /** Title, reading and slug folded as keywords are (search_text's counterpart), for tag search. */
    searchName: text('search_name').generatedAlwaysAs(
      (): SQL => foldForSearch(sql`${tags.title} || ' ' || coalesce(${tags.reading}, '') || ' ' || ${tags.slug}`),
    ),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_slug_key').on(t.slug), index('tags_order_idx').on(t.order)],
);

/**
 * DESC as PostgreSQL sorts it by default (nulls first), so `order by … desc` matches the index; the
 * builder's plain desc() writes NULLS LAST, which a default descending sort cannot use.
 */
function newestFirst(column: ExtraConfigColumn) {
  return column.desc().nullsFirst();
}

/** Published and out of the trash: what the public indexes hold (due and trash-of-parents are checked per row). */
function publicRow(t: { status: AnyPgColumn; deletedAt: AnyPgColumn }) {
  return sql`${t.status} = 'published' and ${t.deletedAt} is null`;
}

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    bodyJson: jsonb('body_json'),
    bodyHtml: text('body_html').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    writerId: integer('writer_id')
      .notNull()
      .references(() => writers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isPr: boolean('is_pr').notNull().default(false),
    sponsor: text('sponsor'),
    isHighlight: boolean('is_highlight').notNull().default(false),
    // Search and social: each null means the article's own (title, lead, thumbnail, its URL).
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    ogImageUrl: text('og_image_url'),
    canonicalUrl: text('canonical_url'),
    noindex: boolean('noindex').notNull().default(false),
    // 校正: null until first submitted; the article's status stays what the public sees (review.ts).
    reviewState: text('review_state', { enum: ['pending', 'returned', 'approved'] }),
    lockedBy: integer('locked_by').references(() => writers.id, { onDelete: 'set null' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Folded once on write (the folding costs tens of microseconds a row): the admin matches the
    // title, the public the title and the lead (article_search_bodies holds the body for the admin).
    // Never sent anywhere; only searched.
    searchTitle: text('search_title').generatedAlwaysAs((): SQL => foldForSearch(sql`${articles.title}`)),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => foldForSearch(sql`${articles.title} || ' ' || ${articles.lead}`),
    ),
  },
  (t) => [
    check('articles_status_check', sql`${t.status} in ('draft', 'published')`),
    check('articles_review_state_check', sql`${t.reviewState} in ('pending', 'returned', 'approved')`),
    // Every public list walks one of these in its own order (published_at, id: newest first, ties by
    // id) and stops at the page: no sort of the whole table. The partial ones skip drafts and trash.
    index('articles_public_idx').on(newestFirst(t.publishedAt), newestFirst(t.id)).where(publicRow(t)),
    index('articles_category_idx').on(t.categoryId, newestFirst(t.publishedAt), newestFirst(t.id)),
    index('articles_writer_public_idx')
      .on(t.writerId, newestFirst(t.publishedAt), newestFirst(t.id))
      .where(publicRow(t)),
    index('articles_highlight_idx')
      .on(newestFirst(t.publishedAt), newestFirst(t.id))
      .where(sql`${t.isHighlight} and ${publicRow(t)}`),
    // The admin's table and the trash, by last change.
    index('articles_writer_idx').on(t.writerId, newestFirst(t.updatedAt), newestFirst(t.id)),
    index('articles_updated_idx').on(newestFirst(t.updatedAt), newestFirst(t.id)).where(sql`${t.deletedAt} is null`),
    // The dashboard's and the list's 校正待ち / 差し戻し: few rows at any time.
    index('articles_review_idx')
      .on(t.reviewState, newestFirst(t.updatedAt), newestFirst(t.id))
      .where(sql`${t.reviewState} in ('pending', 'returned') and ${t.deletedAt} is null`),
    index('articles_trash_idx').on(newestFirst(t.updatedAt), newestFirst(t.id)).where(sql`${t.deletedAt} is not null`),
    // Keyword search: the 1- and 2-character pieces of the folded text (search-text.ts).
    index('articles_search_title_idx').using('gin', searchGrams(sql`${t.searchTitle}`)),
  ],
);

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
    /** The readings and words are behind the title, lead or body: the app makes them again. */
    stale: boolean('stale').notNull().default(true),
  },
  (t) => [
    index('article_search_headings_idx').using('gin', searchGrams(headingText(t))),
    index('article_search_headings_words_idx').using('gin', t.bodyWords),
    index('article_search_headings_stale_idx').on(t.articleId).where(sql`${t.stale}`),
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

/** What a revision keeps besides title, lead and body (the editor's other fields, as the API names them). */
export type RevisionFields = {
  thumbnail_url: string | null;
  category_id: number | null;
  tag_ids: number[];
  status: 'draft' | 'published';
  published_at: string | null;
  is_pr: boolean;
  sponsor: string | null;
  is_highlight: boolean;
  // Absent from revisions kept before articles had search and social settings.
  meta_title?: string | null;
  meta_description?: string | null;
  og_image_url?: string | null;
  canonical_url?: string | null;
  noindex?: boolean;
};

/** A kept version of an article: one per save, autosaves of one sitting folded into one (revisions.ts). */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['save', 'autosave', 'restore'] }).notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    bodyJson: jsonb('body_json'),
    bodyHtml: text('body_html').notNull(),
    fields: jsonb('fields').$type<RevisionFields>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('article_revisions_kind_check', sql`${t.kind} in ('save', 'autosave', 'restore')`),
    index('article_revisions_article_idx').on(t.articleId, newestFirst(t.id)),
  ],
);

/** The review's conversation: comments, and each submit / return / approve / withdraw with its note. */
export const articleComments = pgTable(
  'article_comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['comment', 'submit', 'withdraw', 'return', 'approve'] }).notNull(),
    body: text('body').notNull().default(''),
    /** The passage of the body a comment is about, as the reviewer selected it. */
    quote: text('quote'),
    createdAt: createdAt(),
  },
  (t) => [
    check('article_comments_action_check', sql`${t.action} in ('comment', 'submit', 'withdraw', 'return', 'approve')`),
    index('article_comments_article_idx').on(t.articleId, t.id),
  ],
);

/** A link that shows an unpublished article to someone without an account (a sponsor's check). */
export const articleShareLinks = pgTable(
  'article_share_links',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('article_share_links_article_idx').on(t.articleId, t.id)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId, t.articleId)],
);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    width: integer('width'),
    height: integer('height'),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    /** What the picture shows: the alternative text offered wherever it is inserted. */
    alt: text('alt').notNull().default(''),
    /**
     * The URL (its file name is the uploaded one, slugged: `…-my-photo.jpg`) and the alternative
     * text, folded for the library's keyword search; a pasted URL finds its picture too.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => foldForSearch(sql`${media.url} || ' ' || ${media.alt}`)),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_url_key').on(t.url),
    index('media_created_idx').on(t.createdAt.desc()),
    index('media_search_idx').using('gin', searchGrams(sql`${t.searchText}`)),
  ],
);

export type MediaVariant = { width: number; url: string };

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    path: text('path').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    referrerHost: text('referrer_host'),
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

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  src: text('src').notNull(),
  link: text('link').notNull(),
  alt: text('alt').notNull().default(''),
  priority: boolean('priority').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const shopItems = pgTable('shop_items', {
  id: serial('id').primaryKey(),
  photo: text('photo').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  price: integer('price'),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    writerId: integer('writer_id')
      .notNull()
      .references(() => writers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash), index('password_resets_writer_idx').on(t.writerId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

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
