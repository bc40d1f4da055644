// The export's items, a batch at a time and each in file order: posts made ready and then written
// together (write-articles.ts), attachments made media items, pages, menus and the rest counted,
// comments kept beside the report. A batch's articles are written while the next batch is read and
// made ready: on PostgreSQL the server inserts (and indexes) one batch as this process converts the
// next, on two cores at once.
import { knownArticles, type PreparedArticle, prepareArticle } from './import-articles.ts';
import { pictureFor } from './import-pictures.ts';
import type { ImportRun } from './import-run.ts';
import type { ImportInput } from './import-wordpress.ts';
import { refreshStatistics } from './refresh-statistics.ts';
import { fileWritten, placeArticles, type Written, writeArticles } from './write-articles.ts';
import type { WxrItem } from './wxr-records.ts';

/** Items read before a batch is imported: ~50 posts with their attachments, a few MB at most. */
const ITEMS_PER_BATCH = 150;
/** Articles written before the planner's statistics are first taken again; then each time they double. */
const FIRST_STATISTICS_AT = 100;

type Context = { adminId: number; keepComment: ImportInput['keepComment']; onItem: () => void };

export class ItemImporter {
  readonly #run: ImportRun;
  readonly #context: Context;
  #batch: WxrItem[] = [];
  /** The previous batch's articles being written, with their post ids. */
  #writing: { postIds: Set<number>; written: Promise<Written> } | undefined;
  #articlesWritten = 0;
  #statisticsAt = FIRST_STATISTICS_AT;

  constructor(run: ImportRun, context: Context) {
    this.#run = run;
    this.#context = context;
  }

  async add(item: WxrItem) {
    // A batch ends at its size, and before a post it already holds (a repeat finds the first one written).
    const repeat = item.postType === 'post' && this.#batch.some((held) => isPost(held, item.postId));
    if (this.#batch.length >= ITEMS_PER_BATCH || repeat) await this.#importBatch();
    this.#batch.push(item);
  }

  /** The last batch, and every write done and in the report. */
  async finish() {
    await this.#importBatch();
    await this.#settle();
  }

  async #importBatch() {
    const run = this.#run;
    const batch = this.#batch;
    this.#batch = [];
    const postIds = batch.filter((item) => item.postType === 'post').map((post) => post.postId);
    // A post the batch being written holds too finds that one in the memory.
    if (postIds.some((id) => this.#writing?.postIds.has(id))) await this.#settle();
    const known = await knownArticles(run, postIds);
    const prepared: PreparedArticle[] = [];
    for (const item of batch) {
      for (const comment of item.comments) {
        if (!run.options.dryRun)
          await this.#context.keepComment?.({
            ...comment,
            post_id: item.postId,
            post_title: item.title,
            post_link: item.link,
          });
        run.report.add('comments', 'skipped');
      }
      if (item.postType === 'post') {
        const article = await prepareArticle(run, item, known.get(String(item.postId)), this.#context.adminId);
        if (article) prepared.push(article);
      } else await importOther(run, item, this.#context.adminId);
      this.#context.onItem();
    }
    // Links may lead to the previous batch's articles: it is in before these are placed.
    await this.#settle();
    const placed = await placeArticles(run, prepared);
    const written = writeArticles(run, placed);
    // Awaited in #settle; until then a failure must not count as unhandled.
    written.catch(() => {});
    this.#writing = { postIds: new Set(placed.map((article) => article.postId)), written };
    // A dry run is one transaction, one statement at a time: nothing to overlap.
    if (run.options.dryRun) await this.#settle();
  }

  async #settle() {
    const writing = this.#writing;
    if (!writing) return;
    this.#writing = undefined;
    const written = await writing.written;
    fileWritten(this.#run, written);
    this.#articlesWritten += written.length;
    if (this.#articlesWritten >= this.#statisticsAt) {
      this.#statisticsAt *= 2;
      await refreshStatistics(this.#run.deps.db);
    }
  }
}

const isPost = (item: WxrItem, postId: number) => item.postType === 'post' && item.postId === postId;

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
