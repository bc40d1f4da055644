// An article's related slot: the 関連記事 its editor picked (those public now, in their order), then
// the automatic recommendations (recommended-articles.ts) to fill it.
import { and, asc, eq } from 'drizzle-orm';
import type { ArticleCard } from '../../../../contract/articles.ts';
import { articles } from '../../../db/schema/content.ts';
import { articleRelatedPicks } from '../../../db/schema/related-articles.ts';
import type { Deps } from '../../../deps.ts';
import { cardColumns, toPublicCards } from '../article-json.ts';
import { isPublic } from '../public-filter.ts';
import { listRecommendedFor } from './recommended-articles.ts';

export async function listRelatedFor(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { source: { id: number; categoryId: number | null }; limit: number },
): Promise<{ articles: ArticleCard[] }> {
  const [pickedRows, recommended] = await Promise.all([
    deps.db
      .select(cardColumns)
      .from(articleRelatedPicks)
      .innerJoin(articles, eq(articles.id, articleRelatedPicks.relatedId))
      .where(and(eq(articleRelatedPicks.articleId, input.source.id), isPublic()))
      .orderBy(asc(articleRelatedPicks.position))
      .limit(input.limit),
    listRecommendedFor(deps, input),
  ]);
  const picked = await toPublicCards(deps, pickedRows);
  const pickedIds = new Set(picked.map((a) => a.id));
  const fill = recommended.articles.filter((a) => !pickedIds.has(a.id));
  return { articles: [...picked, ...fill].slice(0, input.limit) };
}
