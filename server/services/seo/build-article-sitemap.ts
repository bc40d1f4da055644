// /sitemaps/articles-N.xml: the public articles whose id falls in the Nth block of `urlsPerFile` ids.
// Blocks of ids, not pages of a list: a block never shifts when articles are added or trashed, it is
// read through the primary key (no OFFSET), and it can never hold more URLs than ids.
import { and, asc, gt, lte } from 'drizzle-orm';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';
import { articleLastmod } from './article-lastmod.ts';
import { isIndexable } from './indexable.ts';
import { newest, type Sitemap, urlLines, urlsetXml } from './sitemap-xml.ts';

/** Ids are int32: no block starts past this. */
const MAX_ARTICLE_ID = 2_147_483_647;

/** Rows read per query: a full block is read in a few steps, never held as rows all at once. */
export const ROWS_PER_READ = 5000;

export function articleSitemapPath(block: number): string {
  return `/sitemaps/articles-${block}.xml`;
}

/** The sitemap of block `block`, or null when no public article is in it (the file does not exist). */
export async function buildArticleSitemap(
  deps: Pick<Deps, 'db' | 'config'>,
  options: { block: number; urlsPerFile: number; rowsPerRead?: number },
): Promise<Sitemap | null> {
  const { rowsPerRead = ROWS_PER_READ } = options;
  const first = options.block * options.urlsPerFile;
  if (!Number.isSafeInteger(first) || first > MAX_ARTICLE_ID) return null;
  const last = Math.min(first + options.urlsPerFile - 1, MAX_ARTICLE_ID);
  const parts: string[] = [];
  let lastmod: Date | null = null;
  // Keyset steps through the primary key, reading only what the URL lines need.
  for (let after = first - 1; ; ) {
    const rows = await deps.db
      .select({ id: articles.id, lastmod: articleLastmod() })
      .from(articles)
      .where(and(gt(articles.id, after), lte(articles.id, last), isPublic(), isIndexable()))
      .orderBy(asc(articles.id))
      .limit(rowsPerRead);
    const entries = rows.map((row) => ({ path: `/articles/${row.id}`, lastmod: row.lastmod }));
    if (entries.length > 0) parts.push(urlLines(deps.config.siteUrl, entries));
    lastmod = newest([lastmod, ...entries.map((e) => e.lastmod)]);
    if (rows.length < rowsPerRead) break;
    after = (rows.at(-1) as { id: number }).id;
  }
  if (parts.length === 0) return null;
  return { xml: urlsetXml(parts), lastmod };
}
