// Every sitemap file the site serves, each built at most once per SITEMAP_CACHE_MS in this process
// and gzipped once with it (a 50,000-URL file is ~5 MB of XML). A change to public content drops them
// with the page cache (on every instance); a scheduled article shows in them within that time.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Deps } from '../../deps.ts';
import { articleSitemapPath, buildArticleSitemap, ROWS_PER_READ } from './build-article-sitemap.ts';
import { createBuildCache } from './build-cache.ts';
import { buildNewsSitemap } from './build-news-sitemap.ts';
import { buildPagesSitemap, PAGES_SITEMAP_PATH } from './build-pages-sitemap.ts';
import { listArticleSitemaps } from './list-article-sitemaps.ts';
import { SITEMAP_CACHE_BYTES, SITEMAP_CACHE_MS, SITEMAP_MAX_URLS } from './sitemap-limits.ts';
import { type Sitemap, sitemapIndexXml } from './sitemap-xml.ts';

export type SitemapOptions = {
  /** Ids per article sitemap, so URLs per file at most. */
  urlsPerFile: number;
  /** How long a built file is kept; 0 builds every time. */
  cacheMs: number;
  /** Article rows read per query while building a file. */
  rowsPerRead: number;
};

/** A sitemap document as text and gzip-encoded, ready to send. */
export type SitemapFile = { xml: string; gzip: Buffer };

export type Sitemaps = {
  /** /sitemap.xml: the sitemap index. */
  index(): Promise<SitemapFile>;
  /** A file under /sitemaps/ by its name, or null when there is no such file. */
  file(name: string): Promise<SitemapFile | null>;
  /** /sitemap-news.xml */
  news(): Promise<SitemapFile>;
  /** Stops listening for content changes. */
  close(): void;
};

type Kept = Sitemap & SitemapFile;

const gzipped = promisify(gzip);

/** Compressed on the thread pool, off the event loop, once per build. */
async function keep(sitemap: Sitemap): Promise<Kept> {
  return { ...sitemap, gzip: await gzipped(sitemap.xml) };
}

const served = (kept: Kept): SitemapFile => ({ xml: kept.xml, gzip: kept.gzip });

const ARTICLE_FILE = /^articles-(0|[1-9]\d{0,9})\.xml$/;

export function createSitemaps(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  options: Partial<SitemapOptions> = {},
): Sitemaps {
  const { urlsPerFile = SITEMAP_MAX_URLS, cacheMs = SITEMAP_CACHE_MS, rowsPerRead = ROWS_PER_READ } = options;
  const cache = createBuildCache<Kept | null>({
    ttlMs: cacheMs,
    maxBytes: SITEMAP_CACHE_BYTES,
    sizeOf: (sitemap) => (sitemap ? sitemap.xml.length + sitemap.gzip.length : 0),
  });
  const stopListening = deps.publicCache.onInvalidate(() => cache.clear());
  const pages = () => cache.get('pages', async () => keep(await buildPagesSitemap(deps)));
  const articleFile = (block: number) =>
    cache.get(`articles-${block}`, async () => {
      const built = await buildArticleSitemap(deps, { block, urlsPerFile, rowsPerRead });
      return built && keep(built);
    });

  async function buildIndex(): Promise<Kept> {
    const [pagesSitemap, blocks] = await Promise.all([pages(), listArticleSitemaps(deps, { urlsPerFile })]);
    const entries = [
      { path: PAGES_SITEMAP_PATH, lastmod: pagesSitemap.lastmod },
      ...blocks.map((b) => ({ path: articleSitemapPath(b.block), lastmod: b.lastmod })),
    ];
    return keep({ xml: sitemapIndexXml(deps.config.siteUrl, entries), lastmod: null });
  }

  async function buildNews(): Promise<Kept> {
    return keep({ xml: await buildNewsSitemap(deps), lastmod: null });
  }

  return {
    index: async () => served(await cache.get('index', buildIndex)),
    async file(name) {
      if (`/sitemaps/${name}` === PAGES_SITEMAP_PATH) return served(await pages());
      const block = ARTICLE_FILE.exec(name)?.[1];
      const kept = block === undefined ? null : await articleFile(Number(block));
      return kept && served(kept);
    },
    news: async () => served(await cache.get('news', buildNews)),
    close: stopListening,
  };
}
