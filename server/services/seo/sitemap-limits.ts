// Sizes and lifetimes of the sitemaps: the sitemaps.org and Google News limits, and how long a
// built document is served from memory.

/** The protocol's cap on URLs per sitemap file; each article sitemap spans this many ids. */
export const SITEMAP_MAX_URLS = 50_000;

/** A built sitemap is served from memory this long, so a crawler's repeated visits cost one build. */
export const SITEMAP_CACHE_MS = 5 * 60 * 1000;

/** Built sitemaps kept in memory at most (a full article sitemap is ~5 MB), whatever the site's size. */
export const SITEMAP_CACHE_BYTES = 32 * 1024 * 1024;

/** Google News reads articles published in the last two days, at most 1,000 per sitemap. */
export const NEWS_SITEMAP_HOURS = 48;
export const NEWS_SITEMAP_MAX_URLS = 1000;
