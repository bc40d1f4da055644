// Page-view beacons: what the site sends on every route change.
import { z } from 'zod';

export const pageViewBody = z.object({
  path: z
    .string({ error: 'pathを指定してください' })
    .min(1)
    .max(2048, 'pathが長すぎます')
    .regex(/^\/(?!\/)/, 'pathは / で始まるサイト内のパスを指定してください'),
  article_id: z.number().int().positive().max(2_147_483_647).nullish(),
  referrer_host: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'referrer_hostはホスト名で指定してください')
    .nullish(),
});
export type PageViewBody = z.infer<typeof pageViewBody>;

export const summaryQuery = z.object({
  days: z.coerce
    .number()
    .refine((d) => [7, 30, 90].includes(d), 'days は 7・30・90 のいずれかを指定してください')
    .default(7),
  article_id: z.coerce.number().int().positive().optional(),
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
