// What the site publishes (DESIGN.md §5): articles, their categories and tags, and the media library.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { foldForSearch, searchGrams } from '../search-text.ts';
import { writers } from './accounts.ts';
import { createdAt, deletedAt, newestFirst, updatedAt } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The title's reading in hiragana, for the search; null until the app has read it (search-readings.ts). */
    reading: text('reading'),
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
    // Which renderer made body_html (BODY_VERSION, contract/article-body/node-set.ts): older ones are
    // rendered again from the document in the background (render-stored-bodies.ts).
    bodyVersion: integer('body_version').notNull().default(0),
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
    // 更新日: the last save an editor marked as a meaningful update of a live article (null: none yet).
    revisedAt: timestamp('revised_at', { withTimezone: true }),
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
    // The news apps' sponsored-link slots: our newest PR articles, few among many.
    index('articles_pr_public_idx')
      .on(newestFirst(t.publishedAt), newestFirst(t.id))
      .where(sql`${t.isPr} and ${publicRow(t)}`),
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
    /**
     * SHA-256 (hex) of the file as it was uploaded, before it was re-encoded: the same file uploaded
     * again is found by it. Null for pictures stored before it was kept.
     */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_url_key').on(t.url),
    index('media_content_hash_idx').on(t.contentHash),
    index('media_created_idx').on(t.createdAt.desc()),
    index('media_search_idx').using('gin', searchGrams(sql`${t.searchText}`)),
  ],
);

export type MediaVariant = { width: number; url: string };
