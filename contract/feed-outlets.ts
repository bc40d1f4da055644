// The news apps and platforms our articles are sent to, each with its own feed and rule, and the
// API's shapes for the rules (admin) and for one article's opt-outs (its editors). Isomorphic.
import { z } from 'zod';
import { idSchema, isoDate } from './common.ts';

/**
 * Every outlet Salvia can feed. `id` is lower-case ASCII: it names the feed (/feeds/<id>.xml) and is
 * the `utm_source` of every link the feed carries, which analytics counts visits by.
 * `refusesAdvertorials`: the outlet takes no sponsored articles as news, so PR articles are left out by
 * default (SmartNews shows our own sponsored articles only in its sponsored-link slots).
 */
export const FEED_OUTLETS = [
  { id: 'smartnews', name: 'SmartNews', format: 'smartnews', refusesAdvertorials: true },
  { id: 'gunosy', name: 'グノシー', format: 'partner', refusesAdvertorials: true },
  { id: 'line', name: 'LINE NEWS', format: 'partner', refusesAdvertorials: true },
  { id: 'yahoo', name: 'Yahoo!ニュース', format: 'partner', refusesAdvertorials: true },
] as const;

export type FeedOutletId = (typeof FEED_OUTLETS)[number]['id'];
export type FeedOutletDefinition = (typeof FEED_OUTLETS)[number];

export const FEED_OUTLET_IDS = FEED_OUTLETS.map((o) => o.id) as [FeedOutletId, ...FeedOutletId[]];

export function findOutlet(id: string): FeedOutletDefinition | undefined {
  return FEED_OUTLETS.find((o) => o.id === id);
}

/** Where an outlet fetches its feed. */
export function feedPath(id: FeedOutletId): string {
  return `/feeds/${id}.xml`;
}

/** `url` (absolute) with the campaign every link in the outlet's feed carries: utm_source=<id>&utm_medium=feed. */
export function withFeedCampaign(url: string, id: FeedOutletId): string {
  const address = new URL(url);
  address.searchParams.set('utm_source', id);
  address.searchParams.set('utm_medium', 'feed');
  return address.href;
}

export const MAX_FEED_ITEMS = 100;
/** A week: longer holds an article back past the point any news app still takes it. */
export const MAX_FEED_DELAY_MINUTES = 7 * 24 * 60;
const MAX_EXCLUDED_CATEGORIES = 50;

export type OutletRule = {
  enabled: boolean;
  exclude_pr: boolean;
  excluded_category_ids: number[];
  delay_minutes: number;
  item_count: number;
};

/** The rule of an outlet nobody has set yet: off, PR left out where the outlet refuses advertorials. */
export function defaultOutletRule(outlet: FeedOutletDefinition): OutletRule {
  return {
    enabled: false,
    exclude_pr: outlet.refusesAdvertorials,
    excluded_category_ids: [],
    delay_minutes: 0,
    item_count: 50,
  };
}

const outletIdSchema = z.enum(FEED_OUTLET_IDS, { error: '配信先が正しくありません' });
export const outletQuery = z.object({ id: outletIdSchema });

export const outletUpdate = z.object({
  enabled: z.boolean({ error: '配信のオン・オフは true か false で指定してください' }).optional(),
  exclude_pr: z.boolean({ error: 'PR記事を除くかどうかは true か false で指定してください' }).optional(),
  excluded_category_ids: z
    .array(idSchema, { error: '除くカテゴリはIDの配列で指定してください' })
    .max(MAX_EXCLUDED_CATEGORIES, `除くカテゴリは${MAX_EXCLUDED_CATEGORIES}件までです`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  delay_minutes: z.coerce
    .number({ error: '配信までの時間は分で指定してください' })
    .int('配信までの時間は整数の分で指定してください')
    .min(0, '配信までの時間は0分以上で指定してください')
    .max(MAX_FEED_DELAY_MINUTES, `配信までの時間は${MAX_FEED_DELAY_MINUTES}分（7日）以内で指定してください`)
    .optional(),
  item_count: z.coerce
    .number({ error: '記事数は数値で指定してください' })
    .int('記事数は整数で指定してください')
    .min(1, '記事数は1件以上で指定してください')
    .max(MAX_FEED_ITEMS, `記事数は${MAX_FEED_ITEMS}件以内で指定してください`)
    .optional(),
});
export type OutletUpdate = z.infer<typeof outletUpdate>;

const outletSchema = z.object({
  id: outletIdSchema,
  name: z.string(),
  format: z.enum(['smartnews', 'partner']),
  refuses_advertorials: z.boolean(),
  feed_url: z.string(),
  enabled: z.boolean(),
  exclude_pr: z.boolean(),
  excluded_category_ids: z.array(z.number()),
  delay_minutes: z.number(),
  item_count: z.number(),
  updated_at: isoDate.nullable(),
});
export type FeedOutlet = z.infer<typeof outletSchema>;

export const outletListResponse = z.object({ outlets: z.array(outletSchema) });
export type OutletList = z.infer<typeof outletListResponse>;
export const outletResponse = z.object({ outlet: outletSchema });

/** The outlets one article is kept out of. */
export const articleOptOutsBody = z.object({
  opted_out: z
    .array(outletIdSchema, { error: '配信しない配信先は配列で指定してください' })
    .max(FEED_OUTLETS.length)
    .transform((ids) => [...new Set(ids)]),
});
export const articleOptOutsResponse = z.object({ opted_out: z.array(outletIdSchema) });
export type ArticleOptOuts = z.infer<typeof articleOptOutsResponse>;
