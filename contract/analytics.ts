// Page-view beacons: what the site sends on every route change.
import { z } from 'zod';
import { idSchema } from './common.ts';
import { CLICK_IDS, MAX_CAMPAIGN_VALUE } from './traffic-sources.ts';

/**
 * The longest path a beacon may report. The site's own paths (a pathname, percent-encoded) stay far
 * below it; anything longer is not a page of ours, and refusing it keeps what a script can make us
 * store small.
 */
const MAX_PAGE_VIEW_PATH = 512;

export const pageViewBody = z.object({
  path: z
    .string({ error: 'pathを指定してください' })
    .min(1, 'pathを指定してください')
    .max(MAX_PAGE_VIEW_PATH, `pathは${MAX_PAGE_VIEW_PATH}文字以内で指定してください`)
    .regex(/^\/(?!\/)/, 'pathは / で始まるサイト内のパスを指定してください')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'pathに使えない文字が含まれています'),
  article_id: idSchema.nullish(),
  referrer_host: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'referrer_hostはホスト名で指定してください')
    .nullish(),
  // The landing address's campaign, which names the outlet before the referrer does
  // (contract/traffic-sources.ts). Only classified, never stored.
  utm_source: z.string().max(MAX_CAMPAIGN_VALUE).nullish(),
  utm_medium: z.string().max(MAX_CAMPAIGN_VALUE).nullish(),
  click_id: z.enum(CLICK_IDS, 'click_idが正しくありません').nullish(),
});

/** The windows the dashboard offers, in JST days ending today. */
export const SUMMARY_DAYS = [7, 30, 90] as const;

export const summaryQuery = z.object({
  days: z.coerce
    .number()
    .refine(
      (d) => (SUMMARY_DAYS as readonly number[]).includes(d),
      `days は ${SUMMARY_DAYS.join('・')} のいずれかを指定してください`,
    )
    .default(7),
  article_id: idSchema.optional(),
});

const ranked = z.object({ id: z.number().int(), title: z.string(), views: z.number().int() });
export const summaryResponse = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number().int(), visitors: z.number().int() })),
  top_articles: z.array(ranked),
  top_categories: z.array(ranked),
  top_tags: z.array(ranked),
  top_referrers: z.array(z.object({ host: z.string(), views: z.number().int() })),
});
export type Summary = z.infer<typeof summaryResponse>;
