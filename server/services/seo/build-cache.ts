// Built documents kept in memory for a while, with one build shared by everyone who asks meanwhile.

export type BuildCache<T> = {
  /** `build()`'s answer for `key`: a kept one while it is fresh, otherwise one build shared by concurrent callers. */
  get<V extends T>(key: string, build: () => Promise<V>): Promise<V>;
  /** Forgets every answer, a build still running included: it is not kept when it ends. */
  clear(): void;
};

export type BuildCacheOptions<T> = {
  /** How long an answer is kept after its build ends; 0 keeps nothing (concurrent callers still share). */
  ttlMs: number;
  /** Kept answers take at most this much memory; the oldest go first. */
  maxBytes: number;
  sizeOf(value: T): number;
  now?: () => number;
};

type Entry<T> = { value: Promise<T>; expires: number; bytes: number };

/** What an entry costs beside its value (the key, the timestamps, the map slot). */
const ENTRY_OVERHEAD_BYTES = 128;

export function createBuildCache<T>(options: BuildCacheOptions<T>): BuildCache<T> {
  const { ttlMs, maxBytes, sizeOf, now = Date.now } = options;
  // Insertion order is age order: a rebuilt key is deleted and set again.
  const entries = new Map<string, Entry<T>>();
  let keptBytes = 0;

  function drop(key: string, entry: Entry<T>) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    keptBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry<T>, value: T) {
    if (entries.get(key) !== entry) return;
    entry.expires = now() + ttlMs;
    entry.bytes = sizeOf(value) + ENTRY_OVERHEAD_BYTES;
    keptBytes += entry.bytes;
    const time = now();
    for (const [oldKey, old] of entries) {
      if (keptBytes <= maxBytes && old.expires > time) continue;
      // Builds still running hold no bytes yet and are never dropped from under their callers.
      if (old.bytes > 0) drop(oldKey, old);
    }
  }

  return {
    // A key always names one kind of document, so what it holds is what its builder makes.
    get<V extends T>(key: string, build: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<V>;
      if (hit) drop(key, hit);
      const entry: Entry<T> = { value: build(), expires: Number.POSITIVE_INFINITY, bytes: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => keep(key, entry, value),
        // A failed build is not kept: the next request tries again.
        () => drop(key, entry),
      );
      return entry.value as Promise<V>;
    },
    clear() {
      entries.clear();
      keptBytes = 0;
    },
  };
}
