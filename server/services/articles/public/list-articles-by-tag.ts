// GET /articles/get_articles_by_tag (and /tags/:id): one live tag and the public articles carrying
// it, newest first. A tag no public article carries yet is not found (public-filter.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { ArticlesByTag } from '../../../../contract/article-feeds.ts';
import type { PageQuery } from '../../../../contract/common.ts';
import { tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { tagHasPublicArticle } from '../public-filter.ts';
import { listArticlePage } from './list-article-page.ts';
import { taggedWithAny } from './tagged-with-any.ts';

export async function listArticlesByTag(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { tag_id: number },
): Promise<ArticlesByTag> {
  const [tag] = await deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, description: tags.description })
    .from(tags)
    .where(and(eq(tags.id, input.tag_id), isNull(tags.deletedAt), tagHasPublicArticle()));
  if (!tag) throw AppError.notFound('タグが見つかりませんでした');
  const page = await listArticlePage(deps, {
    where: taggedWithAny([tag.id]),
    page: { page: input.page, per: input.per },
  });
  return { tag, ...page };
}
