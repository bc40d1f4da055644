// What each address resolved to, kept briefly in this process so a burst of requests for a dead
// address costs one query; every write to redirects (and to public content) drops it. Another instance
// keeps its own copy for at most REDIRECT_CACHE_MS after a change.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/** The first redirect of the chain (whose hits count) and where the chain ends; null when nothing answers. */
export type Resolved = { id: number; location: string } | null;

const REDIRECT_CACHE_MS = 30_000;

// One cache per database: tests run apps on PGlite and PostgreSQL in one process.
const caches = new WeakMap<Database, LRUCache<string, { resolved: Resolved }>>();

export function redirectCacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 10_000, ttl: REDIRECT_CACHE_MS });
    caches.set(db, cache);
  }
  return cache;
}

export function forgetRedirects(deps: Pick<Deps, 'db'>) {
  caches.get(deps.db)?.clear();
}
