// The old site's other pages as redirects: category, tag and author archives and the feed, stored
// before the posts so links to them point at their new homes as each post is written; attachment
// pages once every post is in, as they lead to the post they were uploaded to.
import { inArray, isNull } from 'drizzle-orm';
import { categories } from '../../../db/schema/content.ts';
import { type Redirecting, storeRedirects } from './import-redirects.ts';
import type { ImportRun } from './import-run.ts';
import {
  attachmentAddresses,
  authorAddresses,
  categoryAddresses,
  FEED_ADDRESSES,
  tagAddresses,
} from './old-addresses.ts';

/** Category, tag and author pages and the feed: where each now lives. */
export async function storeArchiveRedirects(run: ImportRun) {
  const bases = { category: run.options.mapping.category_base, tag: run.options.mapping.tag_base };
  const subtopicIds = [...new Set(run.categories.values())];
  const rows = subtopicIds.length
    ? await run.deps.db
        .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
        .from(categories)
        .where(inArray(categories.id, subtopicIds))
    : [];
  const parents = new Map(
    (
      await run.deps.db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(isNull(categories.parentId))
    ).map((row) => [row.id, row.slug]),
  );
  const pathOfCategory = new Map(rows.map((row) => [row.id, `/${parents.get(row.parentId ?? 0)}/${row.slug}`]));
  const byNicename = new Map(run.index.categories.map((category) => [category.nicename, category]));
  const items: Redirecting[] = [];
  for (const category of run.index.categories) {
    const id = run.categories.get(category.nicename);
    const path = id === undefined ? undefined : pathOfCategory.get(id);
    if (!path) continue;
    const ancestors: string[] = [];
    for (
      let parent = byNicename.get(category.parent);
      parent && ancestors.length < 20;
      parent = byNicename.get(parent.parent)
    ) {
      ancestors.unshift(parent.nicename);
    }
    items.push({
      addresses: categoryAddresses({ termId: category.termId, nicename: category.nicename, ancestors }, bases),
      target: { path },
    });
  }
  for (const tag of run.index.tags) {
    const id = run.tags.get(tag.slug);
    if (id !== undefined) items.push({ addresses: tagAddresses(tag, bases), target: { path: `/tags/${id}` } });
  }
  for (const author of run.index.authors) {
    const id = run.writers.get(author.login);
    if (id !== undefined) items.push({ addresses: authorAddresses(author), target: { path: `/writers/${id}` } });
  }
  items.push({ addresses: FEED_ADDRESSES, target: { path: '/feed.xml' } });
  await storeRedirects(run, items);
}

/** Attachments whose redirects are worked out and stored together: memory stays flat however many the export has. */
const ATTACHMENTS_PER_ROUND = 1000;

/** Attachment pages: the post the file was uploaded to, else the picture itself. */
export async function storeAttachmentRedirects(run: ImportRun) {
  const attachments = [...run.index.attachments.values()];
  for (let at = 0; at < attachments.length; at += ATTACHMENTS_PER_ROUND) {
    const round = attachments.slice(at, at + ATTACHMENTS_PER_ROUND);
    const articlesByPost = await run.memory.some('article', [
      ...new Set(round.map((attachment) => String(attachment.parentId))),
    ]);
    const items: Redirecting[] = [];
    for (const attachment of round) {
      const parent = articlesByPost.get(String(attachment.parentId));
      const picture = attachment.path ? run.pictures.get(attachment.path) : undefined;
      const target = parent ? { articleId: parent.targetId } : picture ? { path: picture.url } : undefined;
      if (target) items.push({ addresses: attachmentAddresses(attachment, run.index.siteHosts), target });
    }
    await storeRedirects(run, items);
  }
}
