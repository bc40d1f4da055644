// GET /articles/highlights: the public articles editors marked for the home carousel, newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { ArticleCard } from '../../../../contract/articles.ts';
import { rememberQuery } from '../../../cache/remember-query.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { cardColumns, toPublicCards } from '../article-json.ts';
import { isPublic } from '../public-filter.ts';

export async function listHighlightedArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { limit: number },
): Promise<{ articles: ArticleCard[] }> {
  const rows = await rememberQuery(
    deps.publicCache,
    deps.db
      .select(cardColumns)
      .from(articles)
      .where(and(isPublic(), eq(articles.isHighlight, true)))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(input.limit),
  );
  return { articles: await toPublicCards(deps, rows) };
}
