// The newsroom's work on an article: the versions it keeps, the review's conversation and preview links.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { writers } from './accounts.ts';
import { createdAt, newestFirst, updatedAt } from './columns.ts';
import { articles } from './content.ts';

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
    /** Kept by an approval: the version the review let out. The newest of these is never pruned. */
    approved: boolean('approved').notNull().default(false),
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

/** What a scheduled update changes, as the API names the fields: only those that differ from the live article. */
export type PendingChanges = {
  title?: string;
  lead?: string;
  body_json?: unknown;
  thumbnail_url?: string | null;
  category_id?: number | null;
  tag_ids?: number[];
  meta_title?: string | null;
  meta_description?: string | null;
  og_image_url?: string | null;
  canonical_url?: string | null;
  noindex?: boolean;
};

/**
 * 予約更新: the next version of a live article, kept apart from it until it goes live (decision 039).
 * One per article; it has its own 校正 and, once approved, its time (`go_live_at`).
 */
export const articlePendingVersions = pgTable(
  'article_pending_versions',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** Who started it: the writer mailed about its review. */
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<PendingChanges>().notNull(),
    /** Going live moves the article's 更新日 (decision 035). */
    markRevised: boolean('mark_revised').notNull().default(false),
    reviewState: text('review_state', { enum: ['pending', 'returned', 'approved'] }),
    /** When it replaces the live article: planned by the writer, fixed by the approval. */
    goLiveAt: timestamp('go_live_at', { withTimezone: true }),
    /** Who approved it: the revision its going live keeps is theirs. */
    approvedBy: integer('approved_by').references(() => writers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('article_pending_versions_review_state_check', sql`${t.reviewState} in ('pending', 'returned', 'approved')`),
    // The go-live job's question: which approved updates are due. Few rows at any time.
    index('article_pending_versions_due_idx').on(t.goLiveAt).where(sql`${t.reviewState} = 'approved'`),
  ],
);
