// Redirects (DESIGN.md §8): the key an old address is stored and looked up by, and the API's shapes.
import { z } from 'zod';
import { idSchema, isoDate, isSafeUrl, keywordField, metaSchema, pageQuery } from './common.ts';

/**
 * The query parameters that name a page on the old site (WordPress's plain addresses: `/?p=123`,
 * `/?page_id=7`, …) and so belong to the key; every other one (tracking tags, `?amp`) is dropped.
 */
export const KEY_PARAMS = ['attachment_id', 'cat', 'p', 'page_id', 'tag'];

/** True when the query names a page of the old site: such a request is looked up even where a page answers. */
export function hasKeyParam(search: string): boolean {
  const params = new URLSearchParams(search);
  return KEY_PARAMS.some((name) => params.has(name));
}

/**
 * An address as requested (path and query) in the one form a redirect is stored under: the path
 * percent-decoded and NFC (an old `/%E6%97%A5%E6%9C%AC/` and a typed `/日本/` are one key), no trailing
 * slash except "/", and only the key parameters of the query, by name.
 */
export function redirectKey(address: string): string {
  const at = address.search(/[?#]/);
  const rawPath = at === -1 ? address : address.slice(0, at);
  const rawQuery = at !== -1 && address[at] === '?' ? address.slice(at + 1).split('#')[0] : '';
  let path = decodeSafely(rawPath).normalize('NFC').replace(/\/+$/, '');
  if (path === '') path = '/';
  const params = new URLSearchParams(rawQuery);
  const kept = KEY_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [`${name}=${value.normalize('NFC')}`];
  });
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // A stray "%" (not an escape): decode what can be, keep the rest as written.
    return path.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** Paths a redirect never answers for: the API and the admin have their own 404s. */
const RESERVED_PATHS = /^\/(api|admin)(\/|\?|$)/;

const fromPath = z
  .string({ error: '転送元のパスを入力してください' })
  .trim()
  .min(1, '転送元のパスを入力してください')
  .max(2048, '転送元のパスは2048文字以内で入力してください')
  .refine((value) => value.startsWith('/') && !value.startsWith('//'), '転送元のパスは / で始めてください')
  .refine((value) => !/[\s\0]/.test(value), '転送元のパスに空白や制御文字は使えません')
  .transform(redirectKey)
  .refine((value) => !RESERVED_PATHS.test(value), '/api と /admin の下のパスは転送元にできません');

const toPath = z
  .string({ error: '転送先を入力してください' })
  .trim()
  .min(1, '転送先を入力してください')
  .max(2048, '転送先は2048文字以内で入力してください')
  .refine(isSafeUrl, '転送先は / で始まるサイト内のパスか、http:// か https:// で始まる URL で入力してください');

const fields = {
  from_path: fromPath,
  to_path: toPath.optional(),
  /** When set, the redirect follows the article to its current address; to_path is then filled from it. */
  article_id: idSchema.nullable().optional(),
  source: z.enum(['import', 'editor'], { error: '登録元は import か editor で指定してください' }).default('editor'),
};

export const redirectInput = z
  .object(fields)
  .refine((input) => input.to_path !== undefined || (input.article_id ?? null) !== null, {
    path: ['to_path'],
    message: '転送先を入力してください',
  });
export type RedirectInput = z.infer<typeof redirectInput>;

export const redirectUpdate = z.object({
  from_path: fromPath.optional(),
  to_path: toPath.optional(),
  article_id: idSchema.nullable().optional(),
});
export type RedirectUpdate = z.infer<typeof redirectUpdate>;

export const redirectListQuery = pageQuery.extend({ keyword: keywordField().optional() });
export type RedirectListQuery = z.infer<typeof redirectListQuery>;

/** The article a redirect follows, as the admin list shows it. */
const redirectArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  in_trash: z.boolean(),
  /** Readers can open it now; otherwise (trashed, draft, scheduled, …) the redirect answers 404 meanwhile. */
  is_public: z.boolean(),
});

const redirectSchema = z.object({
  id: z.number(),
  from_path: z.string(),
  to_path: z.string(),
  article_id: z.number().nullable(),
  article: redirectArticleSchema.nullable(),
  source: z.enum(['import', 'editor']),
  hits: z.number(),
  last_hit_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectResponse = z.object({ redirect: redirectSchema });
export type RedirectResponse = z.infer<typeof redirectResponse>;
export const redirectListResponse = z.object({ redirects: z.array(redirectSchema), meta: metaSchema });
export type RedirectList = z.infer<typeof redirectListResponse>;
