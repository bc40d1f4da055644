// Page views are buffered in memory and written in batches: one multi-row INSERT per second or per
// MAX_BATCH views, whichever comes first, and once more on shutdown. Views the database cannot take
// right now (restarting, unreachable) stay in memory, oldest first, and go out with the next flush.
import { inArray } from 'drizzle-orm';
import { pageViews } from '../../db/schema/analytics.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';

export type PendingView = typeof pageViews.$inferInsert;

const MAX_BATCH = 500;
export const FLUSH_INTERVAL_MS = 1000;
/**
 * Views kept while the database is down: minutes of a busy day, tens of MB at most (paths are
 * capped at 512 characters). Beyond it the oldest go, so memory stays bounded however long it lasts.
 */
const MAX_HELD_VIEWS = 30_000;

export type PageViewBufferOptions = { maxBatch?: number; maxHeld?: number };

export function createPageViewBuffer(deps: Pick<Deps, 'db' | 'log'>, options: PageViewBufferOptions = {}) {
  const { maxBatch = MAX_BATCH, maxHeld = MAX_HELD_VIEWS } = options;
  /** Added since the last flush. */
  let pending: PendingView[] = [];
  /** Views of a write that failed: all older than `pending`, retried first. */
  let backlog: PendingView[] = [];
  let failing = false;
  let droppedSinceReport = 0;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (pending.length === 0 && backlog.length === 0) return writing;
    const batch = pending;
    pending = [];
    // Writes run one after another, so a flush waits for the ones before it and order is kept.
    writing = writing.then(() => write(batch));
    return writing;
  }

  async function write(batch: PendingView[]): Promise<void> {
    const views = backlog.length > 0 ? backlog.concat(batch) : batch;
    backlog = [];
    let done = 0;
    try {
      while (done < views.length) {
        const chunk = views.slice(done, done + maxBatch);
        try {
          await insert(chunk);
          done += chunk.length;
        } catch (error) {
          if (!refusedByDatabase(error)) throw error;
          // The database answered but refused a row: one bad view must neither take the others
          // with it nor be retried forever. Write the chunk row by row and drop what it refuses.
          let refused = 0;
          for (const view of chunk) {
            try {
              await insert([view]);
            } catch (rowError) {
              if (!refusedByDatabase(rowError)) throw rowError;
              refused++;
            }
            done++;
          }
          deps.log.error({ err: error, refused }, 'the database refused page views; dropped them');
        }
      }
      if (failing) {
        failing = false;
        deps.log.info({ views: views.length }, 'page views are stored again');
      }
    } catch (error) {
      failing = true;
      backlog = views.slice(done);
      dropOldestBeyondCap();
      deps.log.error(
        { err: error, waiting: backlog.length + pending.length, dropped: droppedSinceReport },
        'could not store page views; keeping them for the next flush',
      );
      droppedSinceReport = 0;
    }
  }

  async function insert(views: PendingView[]) {
    await deps.db.insert(pageViews).values(await withKnownArticles(views));
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

  function dropOldestBeyondCap() {
    const over = backlog.length + pending.length - maxHeld;
    if (over <= 0) return;
    const fromBacklog = Math.min(over, backlog.length);
    backlog = backlog.slice(fromBacklog);
    pending = pending.slice(over - fromBacklog);
    droppedSinceReport += over;
  }

  return {
    add(view: PendingView) {
      pending.push(view);
      if (pending.length % maxBatch !== 0) return;
      // While the database is down only the timer retries (once a second, not once per beacon);
      // meanwhile every full batch checks the cap.
      if (failing) dropOldestBeyondCap();
      else void flush();
    },
    flush,
    /** Views held in memory, not yet stored. */
    get size() {
      return pending.length + backlog.length;
    },
  };
}

export type PageViewBuffer = ReturnType<typeof createPageViewBuffer>;

/**
 * True when the database itself turned the rows down (SQLSTATE class 22, data exception, or 23,
 * integrity violation): sending them again cannot help. Anything else (a refused or dropped
 * connection, a server shutting down) may pass, so the views are kept.
 */
function refusedByDatabase(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
