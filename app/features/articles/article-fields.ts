// The editor's form fields: read from a stored article, and turned into the save request body.
import type { JSONContent } from '@tiptap/core';
import type { Article } from '../../../contract/articles.ts';
import { articleState } from './article-status.ts';
import type { DraftFields } from './hooks/use-local-draft.ts';
import { isoToJstWall, jstWallToIso } from './schedule.ts';

export type SaveMode = 'draft' | 'publish' | 'autosave';

export function fieldsOf(article: Article | null): DraftFields {
  if (!article) {
    return {
      title: '',
      lead: '',
      body_json: null,
      body_html: '',
      category_id: null,
      tag_ids: [],
      thumbnail_url: null,
      is_pr: false,
      sponsor: '',
      is_highlight: false,
      schedule_at: null,
    };
  }
  return {
    title: article.title,
    lead: article.lead,
    body_json: (article.body_json as JSONContent | null) ?? null,
    body_html: article.body_html,
    category_id: article.category?.id ?? null,
    tag_ids: article.tags.map((t) => t.id),
    thumbnail_url: article.thumbnail_url,
    is_pr: article.is_pr,
    sponsor: article.sponsor ?? '',
    is_highlight: article.is_highlight,
    schedule_at: scheduleOf(article),
  };
}

/** The picker's JST wall time for a scheduled article; null (= now) otherwise. */
export function scheduleOf(article: Article): string | null {
  return articleState(article) === 'scheduled' && article.published_at ? isoToJstWall(article.published_at) : null;
}

/**
 * The request body for a save. Publishing keeps an already published article's date, schedules
 * when a JST time is chosen, and otherwise publishes now; only admins send the highlight flag.
 */
export function saveBody(
  mode: SaveMode,
  f: DraftFields,
  context: { base: Article | null; isAdmin: boolean; now?: Date },
) {
  const { base, isAdmin } = context;
  const publishing = mode === 'publish';
  let published_at: string | null = null;
  if (publishing) {
    if (f.schedule_at) published_at = jstWallToIso(f.schedule_at);
    else if (base && articleState(base) === 'published' && base.published_at) published_at = base.published_at;
    else published_at = (context.now ?? new Date()).toISOString();
  }
  return {
    title: f.title,
    lead: f.lead,
    body_json: f.body_json as Record<string, unknown> | null,
    body_html: f.body_html,
    thumbnail_url: f.thumbnail_url,
    category_id: f.category_id,
    tag_ids: f.tag_ids,
    status: publishing ? ('published' as const) : ('draft' as const),
    published_at,
    is_pr: f.is_pr,
    sponsor: f.is_pr ? f.sponsor.trim() || null : null,
    ...(isAdmin ? { is_highlight: f.is_highlight } : {}),
  };
}
