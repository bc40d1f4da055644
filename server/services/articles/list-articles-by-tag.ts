// The public articles carrying one tag; `famous_parents` is the same list for one well-known slug.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/common.ts';
import { articles, articleTags, tags } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listArticlePage } from './list-article-page.ts';

export const FAMOUS_PARENTS_SLUG = 'famous_parents';

async function liveTag(deps: Pick<Deps, 'db'>, where: SQL) {
  const [tag] = await deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, description: tags.description })
    .from(tags)
    .where(and(where, isNull(tags.deletedAt)));
  if (!tag) throw AppError.notFound('タグが見つかりませんでした');
  return tag;
}

/** Articles carrying any of `tagIds` (a subquery, so each article counts once). */
export function taggedWithAny(tagIds: number[]): SQL {
  if (tagIds.length === 0) return sql`false`;
  return sql`${articles.id} in (select ${articleTags.articleId} from ${articleTags} where ${articleTags.tagId} in (${sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

export async function listArticlesByTag(deps: Pick<Deps, 'db'>, input: PageQuery & { tag_id: number }) {
  const tag = await liveTag(deps, eq(tags.id, input.tag_id));
  return { tag, ...(await listArticlePage(deps, { where: taggedWithAny([tag.id]), page: input })) };
}

export async function listFamousParents(deps: Pick<Deps, 'db'>, page: PageQuery) {
  const tag = await liveTag(deps, eq(tags.slug, FAMOUS_PARENTS_SLUG));
  return listArticlePage(deps, { where: taggedWithAny([tag.id]), page });
}
