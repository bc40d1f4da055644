// The import's first reading of an export: the whole file checked (a malformed or cut file stops here,
// before anything is written) and what items need of each other — the attachments bodies and
// thumbnails point at, the authors, categories and tags posts name — kept small, without any body.

import { readWxr } from './read-wxr.ts';
import type { WxrInput } from './stream-wxr.ts';
import { uploadPathOf } from './upload-paths.ts';
import type { WxrAuthor, WxrCategory, WxrSite, WxrTag } from './wxr-records.ts';

export type ExportedAttachment = {
  postId: number;
  /** The uploaded file under `uploads/` (`2024/03/photo.jpg`), or null when it is not an upload of the site. */
  path: string | null;
  url: string;
  link: string;
  alt: string;
  caption: string;
  parentId: number;
  creator: string;
};

export type ExportIndex = {
  site: WxrSite;
  /** The old site's host names (with and without www.): addresses on them are the site's own. */
  siteHosts: ReadonlySet<string>;
  authors: WxrAuthor[];
  categories: WxrCategory[];
  tags: WxrTag[];
  /** Items by post type, for the progress bar and the report. */
  itemCounts: Record<string, number>;
  attachments: ReadonlyMap<number, ExportedAttachment>;
  /** The attachment of each uploaded file, by path. */
  attachmentByPath: ReadonlyMap<string, ExportedAttachment>;
};

export async function indexExport(
  input: WxrInput,
  options: { extraHosts?: readonly string[] } = {},
): Promise<ExportIndex> {
  let site: WxrSite | undefined;
  const authors: WxrAuthor[] = [];
  const categories: WxrCategory[] = [];
  const tags: WxrTag[] = [];
  const itemCounts: Record<string, number> = {};
  const pending: Omit<ExportedAttachment, 'path'>[] = [];
  for await (const record of readWxr(input)) {
    if (record.type === 'site') site = record;
    else if (record.type === 'author') authors.push(record);
    else if (record.type === 'category') categories.push(record);
    else if (record.type === 'tag') tags.push(record);
    else if (record.type === 'item') {
      itemCounts[record.postType] = (itemCounts[record.postType] ?? 0) + 1;
      if (record.postType === 'attachment') {
        pending.push({
          postId: record.postId,
          url: record.attachmentUrl ?? record.guid,
          link: record.link,
          alt: record.meta.get('_wp_attachment_image_alt')?.trim() ?? '',
          caption: record.excerpt.trim(),
          parentId: record.parentId,
          creator: record.creator,
        });
      }
    }
  }
  if (!site) throw new Error('the reader yields the site before any record');
  const siteHosts = hostsOf([site.link, site.baseSiteUrl, site.baseBlogUrl, ...(options.extraHosts ?? [])]);
  const attachments = new Map<number, ExportedAttachment>();
  const attachmentByPath = new Map<string, ExportedAttachment>();
  for (const attachment of pending) {
    const path = uploadPathOf(attachment.url, siteHosts);
    const entry = { ...attachment, path };
    attachments.set(attachment.postId, entry);
    if (path && !attachmentByPath.has(path)) attachmentByPath.set(path, entry);
  }
  return { site, siteHosts, authors, categories, tags, itemCounts, attachments, attachmentByPath };
}

function hostsOf(addresses: string[]): Set<string> {
  const hosts = new Set<string>();
  for (const address of addresses) {
    let host: string;
    try {
      host = new URL(address.includes('://') ? address : `https://${address}`).hostname.toLowerCase();
    } catch {
      continue;
    }
    if (!host) continue;
    const bare = host.replace(/^www\./, '');
    hosts.add(bare);
    hosts.add(`www.${bare}`);
  }
  return hosts;
}
