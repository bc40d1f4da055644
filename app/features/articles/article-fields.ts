// The editor's form fields: read from a stored article, and turned into the save request body.
import type { JSONContent } from '@tiptap/core';
import type { Article } from '../../../contract/articles.ts';
import { storedSponsor } from '../../../contract/promotion.ts';
import { isoToJstWall, jstWallToIso } from '../../../contract/time.ts';
import { articleState } from './article-status.ts';
import type { DraftFields } from './hooks/use-local-draft.ts';

export type SaveMode = 'draft' | 'publish' | 'autosave';

export function fieldsOf(article: Article | null): DraftFields {
  if (!article) {
    return {
      title: '',
      lead: '',
      body_json: null,
      category_id: null,
      tag_ids: [],
      thumbnail_url: null,
      is_pr: false,
      sponsor: '',
      is_highlight: false,
      ...NO_SEO,
      schedule_at: null,
    };
  }
  return {
    title: article.title,
    lead: article.lead,
    body_json: (article.body_json as JSONContent | null) ?? null,
    category_id: article.category?.id ?? null,
    tag_ids: article.tags.map((t) => t.id),
    thumbnail_url: article.thumbnail_url,
    is_pr: article.is_pr,
    sponsor: article.sponsor ?? '',
    is_highlight: article.is_highlight,
    meta_title: article.meta_title ?? '',
    meta_description: article.meta_description ?? '',
    og_image_url: article.og_image_url,
    canonical_url: article.canonical_url ?? '',
    noindex: article.noindex,
    schedule_at: scheduleOf(article),
  };
}

const NO_SEO = { meta_title: '', meta_description: '', og_image_url: null, canonical_url: '', noindex: false };

/** A local copy kept before the search and social fields existed gets them empty. */
export function withAllFields(fields: Omit<DraftFields, keyof typeof NO_SEO> & Partial<DraftFields>): DraftFields {
  return { ...NO_SEO, ...fields };
}

/**
 * The picker's JST wall time: the date of a scheduled article, or the date a draft is planned for
 * (a draft keeps the chosen time through every save); null (= now) otherwise, and for a plan whose
 * time has passed.
 */
export function scheduleOf(article: Article, now = Date.now()): string | null {
  if (!article.published_at || new Date(article.published_at).getTime() <= now) return null;
  return isoToJstWall(article.published_at);
}

/** What an article and a scheduled update of it both save: the content, its picture, taxonomy and SEO. */
export function contentBody(f: DraftFields) {
  return {
    title: f.title,
    lead: f.lead,
    // The document alone: the server renders the page's HTML from it.
    body_json: f.body_json as Record<string, unknown> | null,
    thumbnail_url: f.thumbnail_url,
    category_id: f.category_id,
    tag_ids: f.tag_ids,
    meta_title: f.meta_title.trim() || null,
    meta_description: f.meta_description.trim() || null,
    og_image_url: f.og_image_url,
    canonical_url: f.canonical_url.trim() || null,
    noindex: f.noindex,
  };
}

/**
 * The request body for a save. Publishing keeps an already published article's date, schedules
 * when a JST time is chosen, and otherwise publishes now. A draft carries the chosen time, so that
 * saving it (by hand, by autosave or for a preview) never forgets the plan. Only admins send the
 * highlight flag.
 */
export function saveBody(
  mode: SaveMode,
  f: DraftFields,
  context: { base: Article | null; isAdmin: boolean; now?: Date },
) {
  const { base, isAdmin } = context;
  const publishing = mode === 'publish';
  let published_at: string | null = f.schedule_at ? jstWallToIso(f.schedule_at) : null;
  if (publishing && !published_at) {
    if (base && articleState(base) === 'published' && base.published_at) published_at = base.published_at;
    else published_at = (context.now ?? new Date()).toISOString();
  }
  return {
    ...contentBody(f),
    status: publishing ? ('published' as const) : ('draft' as const),
    published_at,
    is_pr: f.is_pr,
    sponsor: storedSponsor({ is_pr: f.is_pr, sponsor: f.sponsor.trim() || null }),
    ...(isAdmin ? { is_highlight: f.is_highlight } : {}),
  };
}

export type SaveBody = ReturnType<typeof saveBody>;

/** The stored article in the shape of a save body: what a save is compared with. */
export function storedBody(article: Article, context: { isAdmin: boolean }): SaveBody {
  return {
    title: article.title,
    lead: article.lead,
    body_json: (article.body_json as Record<string, unknown> | null) ?? null,
    thumbnail_url: article.thumbnail_url,
    category_id: article.category?.id ?? null,
    tag_ids: article.tags.map((t) => t.id),
    status: article.status,
    published_at: article.published_at,
    is_pr: article.is_pr,
    sponsor: article.sponsor,
    ...(context.isAdmin ? { is_highlight: article.is_highlight } : {}),
    meta_title: article.meta_title,
    meta_description: article.meta_description,
    og_image_url: article.og_image_url,
    canonical_url: article.canonical_url,
    noindex: article.noindex,
  };
}

/** Equal JSON values, whatever the order of object keys (the database does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

function sameInstant(a: string | null, b: string | null): boolean {
  return a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());
}

function sameIds(a: number[], b: number[]): boolean {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((x, y) => x - y);
  return sameJson(sorted(a), sorted(b));
}

/**
 * Only what this save changes compared with the stored article, so a save never writes back a
 * field the writer did not touch (an admin's highlight, another tab's category). The body's JSON
 * and HTML travel together; a change of status brings the publishing date with it, because the
 * server reads the two together.
 */
export function changedFields(body: SaveBody, stored: SaveBody): Partial<SaveBody> {
  const changed: Partial<SaveBody> = {};
  const put = <K extends keyof SaveBody>(key: K) => {
    changed[key] = body[key];
  };
  const plainFields = [
    'title',
    'lead',
    'thumbnail_url',
    'category_id',
    'is_pr',
    'sponsor',
    'meta_title',
    'meta_description',
    'og_image_url',
    'canonical_url',
    'noindex',
  ] as const;
  for (const key of plainFields) {
    if (body[key] !== stored[key]) put(key);
  }
  if (!sameIds(body.tag_ids, stored.tag_ids)) put('tag_ids');
  if (!sameJson(body.body_json, stored.body_json)) put('body_json');
  if (body.status !== stored.status) put('status');
  if (body.status !== stored.status || !sameInstant(body.published_at, stored.published_at)) put('published_at');
  if ('is_highlight' in body && body.is_highlight !== stored.is_highlight) put('is_highlight');
  return changed;
}
