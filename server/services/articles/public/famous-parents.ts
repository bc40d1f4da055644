// GET /articles/famous_parents: the public articles tagged `famous_parents`, newest first.
import { and, eq, isNull } from 'drizzle-orm';
import type { ArticleList } from '../../../../contract/articles.ts';
import { type PageQuery, pageMeta } from '../../../../contract/common.ts';
import { rememberQuery } from '../../../cache/remember-query.ts';
import { tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { listArticlePage, notShown } from './list-article-page.ts';
import { taggedWithAny } from './tagged-with-any.ts';

const FAMOUS_PARENTS_SLUG = 'famous_parents';

/** A site without the tag (or with it in the trash) has an empty feed, not a missing one. */
export async function listFamousParents(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery,
  options: { excluding?: readonly number[] } = {},
): Promise<ArticleList> {
  const page = { page: input.page, per: input.per };
  const [tag] = await rememberQuery(
    deps.publicCache,
    deps.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.slug, FAMOUS_PARENTS_SLUG), isNull(tags.deletedAt))),
  );
  if (!tag) return { articles: [], meta: pageMeta(page, 0) };
  return listArticlePage(deps, { where: and(taggedWithAny([tag.id]), notShown(options.excluding)), page });
}
