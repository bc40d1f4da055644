// Page views are buffered in memory and written in batches: one multi-row INSERT per second
// or per MAX_BATCH views, whichever comes first, and once more on shutdown.
import { inArray } from 'drizzle-orm';
import { articles, pageViews } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

export type PendingView = typeof pageViews.$inferInsert;

export const MAX_BATCH = 500;
export const FLUSH_INTERVAL_MS = 1000;

export function createPageViewBuffer(deps: Pick<Deps, 'db' | 'log'>, options = { maxBatch: MAX_BATCH }) {
  let pending: PendingView[] = [];
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    // Batches are written one after another, so a flush waits for the ones before it.
    writing = writing.then(async () => {
      try {
        for (let i = 0; i < batch.length; i += options.maxBatch) {
          await deps.db.insert(pageViews).values(await withKnownArticles(batch.slice(i, i + options.maxBatch)));
        }
      } catch (error) {
        deps.log.error({ err: error, views: batch.length }, 'could not store page views');
      }
    });
    return writing;
  }

  // A beacon may name an article that does not exist (or no longer does): keep the view, drop the link.
  async function withKnownArticles(views: PendingView[]): Promise<PendingView[]> {
    const ids = [...new Set(views.flatMap((v) => (v.articleId ? [v.articleId] : [])))];
    if (ids.length === 0) return views;
    const known = new Set(
      (await deps.db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).map((r) => r.id),
    );
    return views.map((v) => (v.articleId && !known.has(v.articleId) ? { ...v, articleId: null } : v));
  }

  return {
    add(view: PendingView) {
      pending.push(view);
      if (pending.length >= options.maxBatch) void flush();
    },
    flush,
    get size() {
      return pending.length;
    },
  };
}

export type PageViewBuffer = ReturnType<typeof createPageViewBuffer>;
