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
