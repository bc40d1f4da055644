// Reading the sitemaps as a crawler does: the index at /sitemap.xml, then every file it lists.
import type { FastifyInstance } from 'fastify';

export type SitemapLine = { path: string; lastmod: string | null };
type SitemapFile = SitemapLine & { status: number; urls: SitemapLine[]; body: string };

/** The `<url>` (or `<sitemap>`) lines of a document, their locations taken back to site paths. */
export function sitemapLines(xml: string, siteUrl: string, element: 'url' | 'sitemap' = 'url'): SitemapLine[] {
  const pattern = new RegExp(`<${element}><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?`, 'g');
  return [...xml.matchAll(pattern)].map(([, loc = '', lastmod]) => ({
    path: loc.startsWith(siteUrl) ? loc.slice(siteUrl.length) : loc,
    lastmod: lastmod ?? null,
  }));
}

/** The index's lines, and each file it lists as fetched. */
export async function crawlSitemaps(app: FastifyInstance, siteUrl: string) {
  const index = await app.inject('/sitemap.xml');
  const files: SitemapFile[] = [];
  for (const line of sitemapLines(index.body, siteUrl, 'sitemap')) {
    const res = await app.inject(line.path);
    files.push({ ...line, status: res.statusCode, urls: sitemapLines(res.body, siteUrl), body: res.body });
  }
  return { index, files };
}

/** Every URL line of every listed file, as one text (for "does the site map show X" checks). */
export async function allSitemapText(app: FastifyInstance, siteUrl: string): Promise<string> {
  const { files } = await crawlSitemaps(app, siteUrl);
  return files.map((f) => f.body).join('\n');
}
