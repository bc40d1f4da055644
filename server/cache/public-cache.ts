// What the public sees, kept briefly in this process: rendered pages and the rankings every page
// shows. Two rules keep it honest: an entry lives `ttlSeconds` at most (so a scheduled article comes
// out, and another instance's change shows, within that time), and any change to public content made
// here drops everything at once (`invalidate`), so a trashed article never outlives its save.
import { LRUCache } from 'lru-cache';

/** A rendered page without its per-response parts (the CSP nonce is a placeholder). */
export type CachedPage = { status: number; headers: [string, string][]; body: Buffer; etag: string };

export type PublicCache = {
  readonly enabled: boolean;
  /** Public content changed: nothing cached before this call is served again. */
  invalidate(): void;
  /**
   * `compute()`'s answer for `key`, shared by concurrent callers. After the TTL the old answer is
   * still served once while a new one is computed, so no reader waits on a slow ranking query.
   */
  remember<T extends object>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The page cached under `key`, and where to store a new render of it (dropped if content changes meanwhile). */
  page(key: string): { cached: CachedPage | undefined; store(page: CachedPage): void };
};

/** Rendered pages may take this much memory in all (a page is ~30–120 KB). */
const PAGE_BYTES = 64 * 1024 * 1024;
const MAX_ANSWERS = 2000;

export function createPublicCache(ttlSeconds: number): PublicCache {
  const ttl = ttlSeconds * 1000;
  if (ttl <= 0) return uncached;
  // Entries are keyed by generation: work started before an invalidation can only fill a dead key.
  let generation = 0;
  const answers = new LRUCache<string, object, () => Promise<object>>({
    max: MAX_ANSWERS,
    ttl,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // A database hiccup keeps the last good ranking on the page rather than an error.
    allowStaleOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const pages = new LRUCache<string, CachedPage>({
    maxSize: PAGE_BYTES,
    sizeCalculation: (page) => page.body.byteLength + 512,
    ttl,
  });
  return {
    enabled: true,
    invalidate() {
      generation += 1;
      answers.clear();
      pages.clear();
    },
    async remember<T extends object>(key: string, compute: () => Promise<T>) {
      const value = await answers.fetch(`${generation}:${key}`, { context: compute });
      return value as T;
    },
    page(key) {
      const current = `${generation}:${key}`;
      return {
        cached: pages.get(current),
        store(page) {
          if (current.startsWith(`${generation}:`)) pages.set(current, page);
        },
      };
    },
  };
}

const uncached: PublicCache = {
  enabled: false,
  invalidate() {},
  remember: (_key, compute) => compute(),
  page: () => ({ cached: undefined, store() {} }),
};
