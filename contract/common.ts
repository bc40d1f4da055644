// Shapes shared by every resource: pagination, ids, error bodies. Isomorphic: no server imports.
import { z } from 'zod';

// Validation messages fall back to Japanese wherever a schema does not word its own.
z.config(z.locales.ja());

export const DEFAULT_PER = 20;
export const MAX_PER = 100;
/** Far past any real list; keeps OFFSET inside what the database can count. */
export const MAX_PAGE = 100_000;

export const idSchema = z.coerce
  .number({ error: 'IDは数値で指定してください' })
  .int('IDは整数で指定してください')
  .positive('IDは1以上で指定してください')
  .max(2_147_483_647, 'IDが大きすぎます');

export const idQuery = z.object({ id: idSchema });

/**
 * Ids in one query parameter, comma-separated (`ids=12,34`): each one an id by idSchema, duplicates
 * dropped. `message` words a list that is not digits and commas, or longer than `max`.
 */
export function idListSchema(options: { max: number; message: string }) {
  return (
    z
      .string({ error: options.message })
      .regex(/^\d+(,\d+)*$/, options.message)
      // Typed unknown: idSchema coerces whatever it is given, so that is the input it declares.
      .transform((value): unknown => value.split(','))
      .pipe(z.array(idSchema).max(options.max, options.message))
      .transform((ids) => [...new Set(ids)])
  );
}

type Updatable<T> = z.ZodOptional<T extends z.ZodDefault<infer Inner> ? Inner : T extends z.ZodType ? T : never>;

/**
 * The update twin of a create schema: every field optional and no defaults, so a save changes
 * only the fields it sends (a default would silently overwrite what is stored).
 */
export function updateShape<Shape extends Record<string, z.ZodType>>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<{ [K in keyof Shape]: Updatable<Shape[K]> }> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
    ]),
  );
  return z.object(shape) as never;
}

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'pageは数値で指定してください' })
    .int()
    .min(1, 'pageは1以上で指定してください')
    .max(MAX_PAGE, `pageは${MAX_PAGE}以下で指定してください`)
    .default(1),
  per: z.coerce
    .number({ error: 'perは数値で指定してください' })
    .int()
    .min(1, 'perは1以上で指定してください')
    .max(MAX_PER, `perは${MAX_PER}以下で指定してください`)
    .default(DEFAULT_PER),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * The page a page's address asks for, `per` fixed by the page: every server-rendered list and admin
 * screen reads `?page=` through this, and a missing or malformed value is the first page.
 */
export function pageFromUrl(url: string | URL, per: number): PageQuery {
  const page = new URL(url).searchParams.get('page') ?? undefined;
  return pageQuery.safeParse({ page, per }).data ?? { page: 1, per };
}

/**
 * A keyword search counts its matches only this far: an exact count of a word found in most articles
 * reads every one of them. Past it, `total` is this number and `total_capped` is true (「1,000件以上」).
 */
export const SEARCH_COUNT_LIMIT = 1000;

export const metaSchema = z.object({
  page: z.number().int(),
  per: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  total_capped: z
    .boolean()
    .optional()
    .meta({
      description: `キーワード検索で、該当が${SEARCH_COUNT_LIMIT}件を超えたときだけ true。total は${SEARCH_COUNT_LIMIT}（「${SEARCH_COUNT_LIMIT.toLocaleString('ja-JP')}件以上」の意味）で、total_pages もそこまでのページ数`,
    }),
});
export type Meta = z.infer<typeof metaSchema>;

/** The rows a page covers, as a query's limit and offset: `per` rows after the pages before it. */
export function pageWindow(page: PageQuery): { limit: number; offset: number } {
  return { limit: page.per, offset: (page.page - 1) * page.per };
}

/** `capped`: the total is SEARCH_COUNT_LIMIT and more match (only a keyword search says so). */
export function pageMeta(page: PageQuery, total: number, capped = false): Meta {
  const meta = { page: page.page, per: page.per, total, total_pages: Math.ceil(total / page.per) };
  return capped ? { ...meta, total_capped: true } : meta;
}

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;
const validationErrorBody = z.object({ errors: z.record(z.string(), z.array(z.string())) });

/** The error answers shared by every resource, by status (an article's 409 and 423 live in articles.ts). */
const errorBodies = {
  400: messageBody.meta({ description: 'リクエストの形式が正しくない（壊れた JSON、NUL 文字を含む URL など）' }),
  401: messageBody.meta({ description: 'サインインしていないか、セッションが終了している' }),
  403: messageBody.meta({ description: 'この操作を行う権限がない' }),
  404: messageBody.meta({ description: '見つからない' }),
  413: messageBody.meta({ description: 'データが大きすぎる' }),
  415: messageBody.meta({ description: 'このデータ形式には対応していない' }),
  422: validationErrorBody.meta({ description: '入力内容に誤りがある（項目ごとのメッセージ）' }),
  429: messageBody.meta({ description: 'リクエストが多すぎる（Retry-After のあとでやり直す）' }),
};
export type ErrorStatus = keyof typeof errorBodies;

/**
 * The error part of a route's `response`: the statuses it can answer besides success. Any request
 * can be malformed, so 400 is always among them.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Pick<typeof errorBodies, 400 | S> {
  return Object.fromEntries([400, ...statuses].map((status) => [status, errorBodies[status as ErrorStatus]])) as never;
}

/** Search words as a query sends them; long enough for any title, short enough to keep scans cheap. */
export const MAX_KEYWORD_LENGTH = 100;
/** Words to search for, worded as the form names them (「キーワード」, 「タイトル」, 「名前」). */
export function keywordField(name = 'キーワード') {
  return z
    .string({ error: `${name}を入力してください` })
    .trim()
    .max(MAX_KEYWORD_LENGTH, `${name}は${MAX_KEYWORD_LENGTH}文字以内で入力してください`);
}

export const isoDate = z.iso.datetime({ offset: true });

/** 204: the answer has no body. */
export const noContent = z.null();

/** True for an absolute http(s) URL that parses, or a path on this site ("/media/…", never "//host"). */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !/[\s\0]/.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  return URL.canParse(value);
}

/** A stored address as it may be shown: rows written before (or around) the rule read as missing. */
export function safeUrlOrNull(value: string | null | undefined): string | null {
  return value && isSafeUrl(value) ? value : null;
}

/** A link or picture address as stored: http(s) or site-relative, nothing a browser could run. */
export const urlField = z
  .string()
  .trim()
  .max(2048, 'URLは2048文字以内で入力してください')
  .refine(isSafeUrl, 'URLは http:// か https:// で始まるアドレスか、サイト内のパスで入力してください');

/** A field left blank, as a form sends it (`""`, or spaces only): none. */
function blankAsNone(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * An address that may be left out: absent, null or blank (what a form sends for "no picture") is
 * none, stored as null; anything else must pass `field`. Every optional address of the API is one.
 */
export function optionalAddress<T extends z.ZodType>(field: T) {
  return z.preprocess(blankAsNone, field.nullable()).optional();
}

/** An optional link or picture address (`urlField`, or none). */
export const optionalUrlField = optionalAddress(urlField);
