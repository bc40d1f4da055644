// The filter "carries any of these tags" shared by the tag feeds; trashed tags carry nothing.
import { type SQL, sql } from 'drizzle-orm';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';

/** Articles carrying any of `tagIds` that is not in the trash (a subquery: each article counts once). */
export function taggedWithAny(tagIds: number[]): SQL {
  if (tagIds.length === 0) return sql`false`;
  const ids = sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${articles.id} in (select ${articleTags.articleId} from ${articleTags} inner join ${tags} on ${tags.id} = ${articleTags.tagId} where ${tags.deletedAt} is null and ${articleTags.tagId} in (${ids}))`;
}
