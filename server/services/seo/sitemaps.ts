// Every sitemap file the site serves, each built at most once per SITEMAP_CACHE_MS in this process.
// A change to the site shows in them within that time; crawlers read them far less often.
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

export type Sitemaps = {
  /** /sitemap.xml: the sitemap index. */
  index(): Promise<string>;
  /** A file under /sitemaps/ by its name, or null when there is no such file. */
  file(name: string): Promise<string | null>;
  /** /sitemap-news.xml */
  news(): Promise<string>;
};

const ARTICLE_FILE = /^articles-(0|[1-9]\d{0,9})\.xml$/;

export function createSitemaps(deps: Pick<Deps, 'db' | 'config'>, options: Partial<SitemapOptions> = {}): Sitemaps {
  const { urlsPerFile = SITEMAP_MAX_URLS, cacheMs = SITEMAP_CACHE_MS, rowsPerRead = ROWS_PER_READ } = options;
  const cache = createBuildCache<Sitemap | null>({
    ttlMs: cacheMs,
    maxBytes: SITEMAP_CACHE_BYTES,
    sizeOf: (sitemap) => sitemap?.xml.length ?? 0,
  });
  const pages = () => cache.get('pages', () => buildPagesSitemap(deps));
  const articleFile = (block: number) =>
    cache.get(`articles-${block}`, () => buildArticleSitemap(deps, { block, urlsPerFile, rowsPerRead }));

  async function buildIndex(): Promise<Sitemap> {
    const [pagesSitemap, blocks] = await Promise.all([pages(), listArticleSitemaps(deps, { urlsPerFile })]);
    const entries = [
      { path: PAGES_SITEMAP_PATH, lastmod: pagesSitemap.lastmod },
      ...blocks.map((b) => ({ path: articleSitemapPath(b.block), lastmod: b.lastmod })),
    ];
    return { xml: sitemapIndexXml(deps.config.siteUrl, entries), lastmod: null };
  }

  async function buildNews(): Promise<Sitemap> {
    return { xml: await buildNewsSitemap(deps), lastmod: null };
  }

  return {
    index: async () => (await cache.get('index', buildIndex)).xml,
    async file(name) {
      if (`/sitemaps/${name}` === PAGES_SITEMAP_PATH) return (await pages()).xml;
      const block = ARTICLE_FILE.exec(name)?.[1];
      return block === undefined ? null : ((await articleFile(Number(block)))?.xml ?? null);
    },
    news: async () => (await cache.get('news', buildNews)).xml,
  };
}
