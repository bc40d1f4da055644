// 監修者 and 訂正・追記: the experts who check an article (YMYL), and the dated notes an article carries.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ARTICLE_NOTE_KINDS } from '../../../contract/article-note-kinds.ts';
import { writers } from './accounts.ts';
import { createdAt, deletedAt, newestFirst, updatedAt } from './columns.ts';
import { articles } from './content.ts';

/** A link on a reviewer's box (their clinic, their own site). */
export type ReviewerLink = { label: string; url: string };

/** An expert who checks articles: kept by admins, not an account (they never sign in). */
export const reviewers = pgTable(
  'reviewers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** よみ, in kana: the admin list sorts by it. */
    reading: text('reading').notNull().default(''),
    /** 肩書き, as shown beside the name: 医師, 管理栄養士, 皮膚科専門医 … */
    credentials: text('credentials').notNull(),
    affiliation: text('affiliation'),
    photoUrl: text('photo_url'),
    profile: text('profile'),
    links: jsonb('links').$type<ReviewerLink[]>().notNull().default([]),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reviewers_reading_idx').on(t.reading, t.id)],
);

/** Who reviewed an article, in the order the article names them. */
export const articleReviewers = pgTable(
  'article_reviewers',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => reviewers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.reviewerId] }),
    // The reviewer's page: their articles, looked up by reviewer.
    index('article_reviewers_reviewer_idx').on(t.reviewerId, t.articleId),
  ],
);

/** A dated 訂正 (something was wrong) or 追記 (something was added) shown at the end of a live article. */
export const articleNotes = pgTable(
  'article_notes',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ARTICLE_NOTE_KINDS }).notNull(),
    /** The day in Japan the note is dated (YYYY-MM-DD), as the editor chose it. */
    notedOn: date('noted_on').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('article_notes_kind_check', sql`${t.kind} in ('correction', 'addendum')`),
    index('article_notes_article_idx').on(t.articleId, newestFirst(t.notedOn), newestFirst(t.id)),
  ],
);
