// How many public articles each subtopic and each tag holds, for the admin's category and tag
// screens: a tag or subtopic with none is not on the public site yet (public-filter.ts, decision 028).
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { articles, articleTags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { isPublic } from '../public-filter.ts';

export async function countPublicArticles(deps: Pick<Deps, 'db'>) {
  const n = count();
  const [byCategory, byTag] = await Promise.all([
    deps.db
      .select({ id: articles.categoryId, n })
      .from(articles)
      .where(and(isPublic(), isNotNull(articles.categoryId)))
      .groupBy(articles.categoryId),
    deps.db
      .select({ id: articleTags.tagId, n })
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.articleId))
      .where(isPublic())
      .groupBy(articleTags.tagId),
  ]);
  const record = (rows: { id: number | null; n: number }[]) =>
    Object.fromEntries(rows.map((row) => [String(row.id), row.n]));
  return { categories: record(byCategory), tags: record(byTag) };
}
