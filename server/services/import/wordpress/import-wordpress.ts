// A WordPress site moves in: its export read twice — once whole, to check it and note what items need
// of each other, before anything is written; then item by item — into writers, categories, tags,
// pictures, articles and redirects for every old address. Keyed by WordPress's ids, so a second run
// updates what changed and duplicates nothing. A dry run does all of it in a transaction it rolls back.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { categories } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import type { MediaStorage } from '../../../storage/storage.ts';
import { indexExport } from './export-index.ts';
import { importArticle } from './import-articles.ts';
import { pictureFor } from './import-pictures.ts';
import { pointLinksAtNewAddresses, storeRedirects } from './import-redirects.ts';
import { ImportReport } from './import-report.ts';
import type { ImportDeps, ImportOptions, ImportRun } from './import-run.ts';
import { ImportSetupError, importCategories, importTags } from './import-taxonomy.ts';
import { importWriters } from './import-writers.ts';
import { importMemory } from './imported-items.ts';
import {
  attachmentAddresses,
  authorAddresses,
  categoryAddresses,
  FEED_ADDRESSES,
  tagAddresses,
} from './old-addresses.ts';
import { readWxr } from './read-wxr.ts';
import type { WxrInput } from './stream-wxr.ts';
import type { WxrItem } from './wxr-records.ts';

export type ImportProgress = { done: number; total: number };

/** A comment as the file beside the report keeps it: the post it was on, old and new. */
export type KeptComment = WxrItem['comments'][number] & { post_id: number; post_title: string; post_link: string };

export type ImportInput = {
  /** Opens the export from its start: it is read twice. */
  open: () => WxrInput;
  options: ImportOptions;
  /** Where comments go (one call per comment): Salvia has none, so they are kept beside the report. */
  keepComment?: (comment: KeptComment) => void | Promise<void>;
  onProgress?: (progress: ImportProgress) => void;
};

class DryRunDone extends Error {}

export async function importWordPress(
  deps: ImportDeps & Pick<Deps, 'publicCache'>,
  input: ImportInput,
): Promise<ImportReport> {
  const { options } = input;
  // The whole file is read and checked first: a malformed or cut file stops here, nothing written.
  const index = await indexExport(input.open(), { extraHosts: options.mapping.hosts });
  const report = new ImportReport(options.dryRun);
  const [admin] = await deps.db
    .select({ id: writers.id })
    .from(writers)
    .where(and(eq(writers.role, 'admin'), isNull(writers.deletedAt)))
    .orderBy(asc(writers.id))
    .limit(1);
  if (!admin) throw new ImportSetupError('管理者がいません。先に npm run create-admin で管理者を作ってください');

  const work = async (db: Database, storage: MediaStorage) => {
    const run: ImportRun = {
      deps: { ...deps, db, storage },
      source: index.site.baseSiteUrl || index.site.link,
      index,
      options,
      report,
      memory: importMemory(db, index.site.baseSiteUrl || index.site.link),
      writers: new Map(),
      categories: new Map(),
      tags: new Map(),
      pictures: new Map(),
      linkingArticles: new Set(),
    };
    // Categories first: their check of the site's set-up comes before any write.
    await importCategories(run);
    await importTags(run);
    await importWriters(run);
    const total = Object.values(index.itemCounts).reduce((sum, n) => sum + n, 0);
    let done = 0;
    for await (const record of readWxr(input.open())) {
      if (record.type !== 'item') continue;
      await importItem(run, record, admin.id, input.keepComment);
      input.onProgress?.({ done: ++done, total });
    }
    await storeArchiveRedirects(run);
    await pointLinksAtNewAddresses(run);
  };

  if (options.dryRun) {
    await deps.db
      .transaction(async (tx) => {
        await work(tx as unknown as Database, discardingStorage);
        throw new DryRunDone();
      })
      .catch((error) => {
        if (!(error instanceof DryRunDone)) throw error;
      });
  } else {
    await work(deps.db, deps.storage);
    await deps.publicCache.invalidate();
  }
  return report;
}

async function importItem(run: ImportRun, item: WxrItem, adminId: number, keepComment: ImportInput['keepComment']) {
  for (const comment of item.comments) {
    if (!run.options.dryRun)
      await keepComment?.({ ...comment, post_id: item.postId, post_title: item.title, post_link: item.link });
    run.report.add('comments', 'skipped');
  }
  if (item.postType === 'post') return importArticle(run, item, adminId);
  if (item.postType === 'attachment') {
    const attachment = run.index.attachments.get(item.postId);
    if (attachment?.path) await pictureFor(run, attachment.path, run.writers.get(item.creator) ?? adminId);
    else
      run.report.add('pictures', 'skipped', item.attachmentUrl ?? item.guid, 'このサイトのアップロードではありません');
    return;
  }
  if (item.postType === 'page') {
    run.report.add(
      'pages',
      'skipped',
      `「${item.title}」（${item.link}）`,
      '固定ページは取り込みません。必要なら記事か案内ページとして作り直してください',
    );
    return;
  }
  if (item.postType === 'nav_menu_item') return run.report.add('menus', 'skipped');
  run.report.add(
    'other',
    'skipped',
    `${item.postType} ${item.postId}`,
    `投稿タイプ「${item.postType}」は取り込みません`,
  );
}

/** Category, tag, author and attachment pages and the feed: where each now lives. */
async function storeArchiveRedirects(run: ImportRun) {
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
    await storeRedirects(
      run,
      categoryAddresses({ termId: category.termId, nicename: category.nicename, ancestors }, bases),
      { path },
    );
  }
  for (const tag of run.index.tags) {
    const id = run.tags.get(tag.slug);
    if (id !== undefined) await storeRedirects(run, tagAddresses(tag, bases), { path: `/tags/${id}` });
  }
  for (const author of run.index.authors) {
    const id = run.writers.get(author.login);
    if (id !== undefined) await storeRedirects(run, authorAddresses(author), { path: `/writers/${id}` });
  }
  const articlesByPost = await run.memory.all('article');
  for (const attachment of run.index.attachments.values()) {
    const parent = articlesByPost.get(String(attachment.parentId));
    const picture = attachment.path ? run.pictures.get(attachment.path) : undefined;
    const target = parent ? { articleId: parent.targetId } : picture ? { path: picture.url } : undefined;
    if (target) await storeRedirects(run, attachmentAddresses(attachment, run.index.siteHosts), target);
  }
  await storeRedirects(run, FEED_ADDRESSES, { path: '/feed.xml' });
}

/** A dry run's pictures are made and measured but never stored. */
const discardingStorage: MediaStorage = {
  put: async (key) => `/media/${key}`,
  remove: async () => {},
};
