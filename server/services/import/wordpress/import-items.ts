// The export's items, a batch at a time and each in file order: posts made ready and then written
// together (write-articles.ts), attachments made media items, pages, menus and the rest counted,
// comments kept beside the report.

import { knownArticles, type PreparedArticle, prepareArticle } from './import-articles.ts';
import { pictureFor } from './import-pictures.ts';
import type { ImportRun } from './import-run.ts';
import type { ImportInput } from './import-wordpress.ts';
import { writeArticles } from './write-articles.ts';
import type { WxrItem } from './wxr-records.ts';

/** Items read before a batch is imported: ~50 posts with their attachments, a few MB at most. */
const ITEMS_PER_BATCH = 150;

/** A batch ends at its size, and before a post it already holds (a repeat finds the first one written). */
export function endsBatch(batch: readonly WxrItem[], next: WxrItem): boolean {
  return (
    batch.length >= ITEMS_PER_BATCH ||
    (next.postType === 'post' && batch.some((item) => item.postType === 'post' && item.postId === next.postId))
  );
}

export async function importItems(
  run: ImportRun,
  batch: readonly WxrItem[],
  context: { adminId: number; keepComment: ImportInput['keepComment']; onItem: () => void },
) {
  const posts = batch.filter((item) => item.postType === 'post');
  const known = await knownArticles(
    run,
    posts.map((post) => post.postId),
  );
  const prepared: PreparedArticle[] = [];
  for (const item of batch) {
    for (const comment of item.comments) {
      if (!run.options.dryRun)
        await context.keepComment?.({ ...comment, post_id: item.postId, post_title: item.title, post_link: item.link });
      run.report.add('comments', 'skipped');
    }
    if (item.postType === 'post') {
      const article = await prepareArticle(run, item, known.get(String(item.postId)), context.adminId);
      if (article) prepared.push(article);
    } else await importOther(run, item, context.adminId);
    context.onItem();
  }
  await writeArticles(run, prepared);
}

async function importOther(run: ImportRun, item: WxrItem, adminId: number) {
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
