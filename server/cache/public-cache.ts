// What the public sees, kept briefly in this process: rendered pages and the rankings every page
// shows. Two rules keep it honest: an entry lives `ttlSeconds` at most (so a scheduled article comes
// out, and another instance's change shows, within that time), and any change to public content made
// here drops everything at once (`invalidate`), so a trashed article never outlives its save.
// With Redis (redis-layer.ts) the cache is shared: one render serves every instance, and a change on
// any of them drops all.
import { LRUCache } from 'lru-cache';
import { bodySize, type PageBody } from './kept-page.ts';
import type { SharedLayer } from './redis-layer.ts';

/** A rendered page as every reader gets it, its Content-Security-Policy among its headers. */
export type CachedPage = { status: number; headers: [string, string][]; body: PageBody; etag: string };

export type PublicCache = {
  /** Rendered pages are kept (PAGE_CACHE); answers may be kept while pages are not. */
  readonly keepsPages: boolean;
  /** Public content changed: nothing cached before this call is served again, on any instance. */
  invalidate(): Promise<void>;
  /**
   * `compute()`'s answer for `key`, shared by concurrent callers. After the TTL the old answer is
   * still served once while a new one is computed, so no reader waits on a slow ranking query.
   * `lasting` answers outlive content changes (only the TTL ends them): for what no save can make
   * wrong, such as which articles were read most, whose visibility each reader's request checks.
   */
  remember<T extends object>(key: string, compute: () => Promise<T>, options?: { lasting?: boolean }): Promise<T>;
  /**
   * Values of one kind by id (public cards by article id), kept like answers: dropped on any change
   * of content and after the TTL. Never shared with other instances, where a lookup would cost what
   * the database does. Bound to the content of the moment it is called: what is set after a change
   * is not kept.
   */
  entries<T>(kind: string): KeptEntries<T>;
  /** The page cached under `key`, and where to store a new render of it (dropped if content changes meanwhile). */
  page(key: string): Promise<{ cached: CachedPage | undefined; store(page: CachedPage): void }>;
  /**
   * Calls `listener` whenever public content changes, here or on another instance, for what is kept
   * elsewhere (the sitemaps), even with this cache off. Answers how to stop.
   */
  onInvalidate(listener: () => void): () => void;
  /** Resolves once entries are shared with other instances (at once when they are not). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type KeptEntries<T> = { get(id: number): T | undefined; set(id: number, value: T): void };

/** Rendered pages may take this much memory in all (a page is ~30–120 KB). */
const PAGE_BYTES = 64 * 1024 * 1024;
const MAX_ANSWERS = 2000;
/** Enough for every card a busy site's pages show within a cache period (a card is ~1 KB). */
const MAX_ENTRIES = 20_000;

type Options = {
  /** Rendered pages too, or only answers (`remember`): a CDN in front may keep the pages itself. */
  keepPages?: boolean;
  /** Builds the second level, given what to do when another instance changes content. */
  shared?: (onChanged: () => void) => SharedLayer;
};

export function createPublicCache(ttlSeconds: number, options: Options = {}): PublicCache {
  const { keepPages = true, shared } = options;
  const ttl = ttlSeconds * 1000;
  const listeners = new Set<() => void>();
  const onInvalidate = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const told = () => {
    for (const listener of listeners) listener();
  };
  if (ttl <= 0) return uncached(onInvalidate, told);
  // Entries are keyed by generation: work started before an invalidation can only fill a dead key.
  let generation = 0;
  type Fetch = { compute: () => Promise<object>; key: string; lasting: boolean };
  const answerCache = () =>
    new LRUCache<string, object, Fetch>({
      max: MAX_ANSWERS,
      ttl,
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A database hiccup keeps the last good ranking on the page rather than an error.
      allowStaleOnFetchRejection: true,
      fetchMethod: (_key, _stale, { context, options }) => fetchAnswer(context, options),
    });
  const answers = answerCache();
  const lasting = answerCache();
  async function fetchAnswer(context: Fetch, options: { ttl?: number }) {
    const slot = await second?.lookup<object>(`answer:${context.key}`, { lasting: context.lasting });
    // Kept here no longer than it is kept there, so no instance serves it past the TTL.
    if (slot?.entry) {
      options.ttl = slot.entry.ttlMs;
      return slot.entry.value;
    }
    const value = await context.compute();
    slot?.store(value);
    return value;
  }
  const pages = new LRUCache<string, CachedPage>({
    maxSize: PAGE_BYTES,
    sizeCalculation: (page) => bodySize(page.body) + 512,
    ttl,
  });
  const entries = new LRUCache<string, { value: unknown }>({ max: MAX_ENTRIES, ttl });
  const forget = () => {
    generation += 1;
    answers.clear();
    entries.clear();
    pages.clear();
    told();
  };
  const second = shared?.(forget);
  return {
    keepsPages: keepPages,
    async invalidate() {
      forget();
      await second?.changed();
    },
    async remember<T extends object>(key: string, compute: () => Promise<T>, options?: { lasting?: boolean }) {
      const context = { compute, key, lasting: options?.lasting ?? false };
      const value = context.lasting
        ? await lasting.fetch(key, { context })
        : await answers.fetch(`${generation}:${key}`, { context });
      // A failure with no earlier answer to fall back on comes back empty: ask again, so the caller
      // meets the error itself rather than a missing value.
      return (value ?? (await compute())) as T;
    },
    entries<T>(kind: string): KeptEntries<T> {
      const seen = generation;
      return {
        get: (id) => entries.get(`${seen}:${kind}:${id}`)?.value as T | undefined,
        set(id, value) {
          if (seen === generation) entries.set(`${seen}:${kind}:${id}`, { value });
        },
      };
    },
    async page(key) {
      if (!keepPages) return NOTHING_KEPT;
      const seen = generation;
      const current = `${seen}:${key}`;
      const alive = () => seen === generation;
      const local = pages.get(current);
      if (local) return { cached: local, store() {} };
      // Named for the shape it holds: an older release's pages (another shape) are not read as these.
      const slot = await second?.lookup<CachedPage>(`kept-page:${key}`);
      if (slot?.entry && alive()) pages.set(current, slot.entry.value, { ttl: slot.entry.ttlMs });
      return {
        cached: slot?.entry?.value,
        store(page) {
          if (!alive()) return;
          pages.set(current, page);
          slot?.store(page);
        },
      };
    },
    onInvalidate,
    ready: async () => await second?.ready(),
    close: async () => await second?.close(),
  };
}

const NOTHING_KEPT = { cached: undefined, store() {} };

function uncached(onInvalidate: PublicCache['onInvalidate'], told: () => void): PublicCache {
  return {
    keepsPages: false,
    async invalidate() {
      told();
    },
    remember: (_key, compute) => compute(),
    entries: () => ({ get: () => undefined, set() {} }),
    page: async () => NOTHING_KEPT,
    onInvalidate,
    async ready() {},
    async close() {},
  };
}
