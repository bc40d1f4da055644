// Page views are buffered in memory and written in batches (group commit): a view waits a few
// milliseconds for others to join it, and while one INSERT is running the next batch gathers, so a
// spike makes batches bigger, not writes more frequent. A view is acknowledged once its batch is
// stored: a `kill -9` loses no view the beacon answered, only those still waiting for their answer.
// Views the database cannot take right now (restarting, unreachable) stay in memory, oldest first,
// are acknowledged as held, and go out with the next flush.
import { inArray } from 'drizzle-orm';
import { pageViews } from '../../db/schema/analytics.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';

export type PendingView = typeof pageViews.$inferInsert;

const MAX_BATCH = 500;
/** How long a view waits for others to share its INSERT. */
const GATHER_MS = 20;
/** How often views held through an outage are tried again. */
export const FLUSH_INTERVAL_MS = 1000;
/**
 * The longest a view waits for its write before it is acknowledged anyway (a database that hangs
 * rather than refuses): it is then only held in memory, like the views of an outage.
 */
const MAX_ACK_WAIT_MS = 2000;
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
  /** Answers owed to the beacons of `pending`, given once their write is over. */
  let acks: (() => void)[] = [];
  let gathering: NodeJS.Timeout | undefined;
  /** Views of a write that failed: all older than `pending`, retried first. */
  let backlog: PendingView[] = [];
  let failing = false;
  let droppedSinceReport = 0;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(gathering);
    gathering = undefined;
    if (pending.length === 0 && backlog.length === 0) return writing;
    // Writes run one after another, so a flush waits for the ones before it and order is kept. A
    // write takes what has gathered by the time it starts.
    writing = writing.then(async () => {
      const batch = pending;
      const answers = acks;
      pending = [];
      acks = [];
      try {
        await write(batch);
      } finally {
        for (const answer of answers) answer();
      }
    });
    return writing;
  }

  /** Resolves once the view is stored, or held after a failed write, or after MAX_ACK_WAIT_MS at most. */
  function stored(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, MAX_ACK_WAIT_MS);
      acks.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
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
    /** Resolves when the view is stored (or held, while the database cannot take it): then answer the beacon. */
    add(view: PendingView): Promise<void> {
      pending.push(view);
      // While the database is down only the timer retries (once a second, not once per beacon);
      // meanwhile views are answered as held, and every full batch checks the cap.
      if (failing) {
        if (pending.length % maxBatch === 0) dropOldestBeyondCap();
        return Promise.resolve();
      }
      const answer = stored();
      if (pending.length >= maxBatch) void flush();
      else gathering ??= setTimeout(() => void flush(), GATHER_MS);
      return answer;
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
