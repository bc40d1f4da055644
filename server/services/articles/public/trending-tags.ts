// Trending tags: the live tags of the public articles read in a window, by the readers those articles had.
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { CountedTag } from '../../../../contract/taxonomy.ts';
import { rememberQuery } from '../../../cache/remember-query.ts';
import { articleDailyViews } from '../../../db/schema/analytics.ts';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { isPublic } from '../public-filter.ts';
import { type RankingWindowName, rankingWindow } from './rank-articles.ts';

/**
 * Tags ordered by the summed daily visitors of their articles in the window (default: the last 7 JST
 * days, the window of the other tag rankings), like the article rankings, then by summed views
 * (`count`, the number shown); remaining ties go to the editors' tag order.
 */
export async function listTagsOfTrendingArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { limit: number; window?: RankingWindowName; now?: Date },
): Promise<CountedTag[]> {
  const window = rankingWindow(input.window ?? 'last_7_days', input.now);
  const views = sql<number>`sum(${articleDailyViews.views})::int`;
  const visitors = sql`sum(${articleDailyViews.visitors})`;
  // A week of views across every tag link: summed once per cache period, not per page.
  const query = deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, count: views })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(
      and(
        gte(articleDailyViews.day, window.from),
        lte(articleDailyViews.day, window.to),
        isPublic(),
        isNull(tags.deletedAt),
      ),
    )
    .groupBy(tags.id)
    .having(sql`sum(${articleDailyViews.views}) > 0`)
    .orderBy(desc(visitors), desc(views), tags.order, tags.id)
    .limit(input.limit);
  return rememberQuery(deps.publicCache, query);
}
