// The XML of the sitemaps.org protocol: a urlset of pages, and the index that lists sitemap files.
import { escapeXml } from './escape-xml.ts';

/** A page (or a sitemap file) by its site path, with the time its content last changed when known. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/** A built sitemap document and the newest change among its URLs (for its line in the index). */
export type Sitemap = { xml: string; lastmod: Date | null };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The `<url>` lines of some pages, one per line. */
export function urlLines(siteUrl: string, entries: SitemapEntry[]): string {
  return entries.map((e) => `<url>${locAndLastmod(siteUrl, e)}</url>`).join('\n');
}

/** A sitemap document around `urlLines()` written in one or more parts. */
export function urlsetXml(parts: string[]): string {
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${parts.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, entries: SitemapEntry[]): string {
  const files = entries.map((e) => `<sitemap>${locAndLastmod(siteUrl, e)}</sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${files.join('\n')}\n</sitemapindex>\n`;
}

function locAndLastmod(siteUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmod}`;
}

/** The newest of some times; null when none is known. */
export function newest(times: (Date | null | undefined)[]): Date | null {
  let found: Date | null = null;
  for (const time of times) if (time && (!found || time > found)) found = time;
  return found;
}
