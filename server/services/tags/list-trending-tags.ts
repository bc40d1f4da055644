// Trending tags: the tags of the articles read most in the last 7 days, weighted by views.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { CountedTag } from '../../../contract/article-feeds.ts';
import { articleDailyViews, articles, articleTags, tags } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';
import { windowStart } from '../articles/rank-articles.ts';

export async function listTrendingTags(deps: Pick<Deps, 'db'>, limit = 20): Promise<CountedTag[]> {
  const views = sql<number>`sum(${articleDailyViews.views})::int`;
  return deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, count: views })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(gte(articleDailyViews.day, windowStart(7)), isPublic(), isNull(tags.deletedAt)))
    .groupBy(tags.id)
    .orderBy(desc(views), tags.order, tags.id)
    .limit(limit);
}
