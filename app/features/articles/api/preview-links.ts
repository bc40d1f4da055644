// Preview links of an article: the editor's own (one hour, of the article or a revision) and share links for someone without an
// account, expiring and revocable.
import type { z } from 'zod';
import type {
  NewShareLinkBody,
  PreviewLink,
  ShareLink,
  shareLinkListResponse,
  shareLinkResponse,
} from '../../../../contract/preview.ts';
import { api } from '../../../lib/api-client.ts';

/** The saved article's preview, or one revision's when `revisionId` is given. */
export function createPreviewLink(articleId: number, revisionId?: number): Promise<PreviewLink> {
  const revision = revisionId === undefined ? '' : `/revisions/${revisionId}`;
  return api<PreviewLink>('POST', `articles/${articleId}${revision}/preview_link`);
}

export async function listShareLinks(articleId: number): Promise<ShareLink[]> {
  return (await api<z.infer<typeof shareLinkListResponse>>('GET', `articles/${articleId}/share_links`)).share_links;
}

export async function createShareLink(articleId: number, body: NewShareLinkBody): Promise<ShareLink> {
  return (await api<z.infer<typeof shareLinkResponse>>('POST', `articles/${articleId}/share_links`, { body }))
    .share_link;
}

export async function revokeShareLink(articleId: number, linkId: number): Promise<ShareLink> {
  return (await api<z.infer<typeof shareLinkResponse>>('DELETE', `articles/${articleId}/share_links/${linkId}`))
    .share_link;
}
