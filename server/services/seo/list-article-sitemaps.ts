// Which article sitemaps exist (blocks of ids holding at least one public article) and when each
// last changed, for the sitemap index.
import { and, between, isNotNull, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';
import { newestArticleLastmod } from './article-lastmod.ts';
import { isIndexable } from './indexable.ts';

export type ArticleSitemapSummary = { block: number; lastmod: Date };

/**
 * Block by block up to the highest id, each read as one primary-key range. A GROUP BY over the
 * whole table would sort every public article by block first (the planner cannot tell that blocks
 * are few), and spill that sort to disk at 100k articles.
 */
export async function listArticleSitemaps(
  deps: Pick<Deps, 'db'>,
  options: { urlsPerFile: number },
): Promise<ArticleSitemapSummary[]> {
  // bigint: the end of the last block may pass the int32 range of ids.
  const size = sql`${options.urlsPerFile}::bigint`;
  const blocks = sql`generate_series(0, (select max(${articles.id}) from ${articles}) / ${size}) as block(n)`;
  const newestInBlock = deps.db
    .select({ lastmod: newestArticleLastmod().as('lastmod') })
    .from(articles)
    .where(
      and(between(articles.id, sql`block.n * ${size}`, sql`(block.n + 1) * ${size} - 1`), isPublic(), isIndexable()),
    )
    .as('newest_in_block');
  const rows = await deps.db
    .select({ block: sql<number>`block.n`.mapWith(Number), lastmod: newestInBlock.lastmod })
    .from(blocks)
    .crossJoinLateral(newestInBlock)
    .where(isNotNull(newestInBlock.lastmod))
    .orderBy(sql`block.n`);
  return rows as ArticleSitemapSummary[];
}
