// Previews on the wire: a short-lived link for the editor's own look at an unpublished article, and
// share links that show it to someone without an account (a sponsor checking a tie-up), each
// expiring and revocable. Both open /articles/preview?token=…, the article page itself (noindex).
import { z } from 'zod';
import { idSchema, isoDate } from './common.ts';

export const SHARE_LINK_MAX_DAYS = 30;

export const previewLinkResponse = z.object({ url: z.string(), expires_at: isoDate });
export type PreviewLink = z.infer<typeof previewLinkResponse>;

const shareLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  expires_at: isoDate,
  revoked_at: isoDate.nullable(),
  created_at: isoDate,
  /** Who made it; null once that account is deleted. */
  writer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListResponse = z.object({ share_links: z.array(shareLinkSchema) });
export const shareLinkResponse = z.object({ share_link: shareLinkSchema });

/** `days`: how long the link works; the site's SHARE_LINK_DAYS when left out. */
export const newShareLinkBody = z.object({
  days: z
    .number({ error: '日数は数値で指定してください' })
    .int('日数は整数で指定してください')
    .min(1, '日数は1日以上にしてください')
    .max(SHARE_LINK_MAX_DAYS, `日数は${SHARE_LINK_MAX_DAYS}日以内にしてください`)
    .optional(),
});
export type NewShareLinkBody = z.infer<typeof newShareLinkBody>;

export const shareLinkParams = z.object({ id: idSchema, link_id: idSchema });
