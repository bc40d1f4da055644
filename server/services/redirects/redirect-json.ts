// A redirect as the API shows it: the row, with the article it follows (its title, and whether readers
// can reach it: a redirect to an article off the site answers 404 meanwhile).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Redirect } from '../../../contract/redirects.ts';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema/content.ts';
import { redirects } from '../../db/schema/redirects.ts';
import { AppError } from '../../errors.ts';
import { isPublic } from '../articles/public-filter.ts';

/** Every redirect the API answers is read through this one select, so each carries its article alike. */
export function selectRedirects(db: Database) {
  return db
    .select({
      row: redirects,
      articleTitle: articles.title,
      articleInTrash: sql<boolean>`${articles.deletedAt} is not null`,
      articlePublic: sql<boolean>`coalesce(${isPublic() as SQL}, false)`,
    })
    .from(redirects)
    .leftJoin(articles, eq(articles.id, redirects.articleId));
}

type Selected = Awaited<ReturnType<typeof selectRedirects>>[number];

export function toRedirectJson({ row, articleTitle, articleInTrash, articlePublic }: Selected): Redirect {
  return {
    id: row.id,
    from_path: row.fromPath,
    to_path: row.toPath,
    article_id: row.articleId,
    article:
      row.articleId === null || articleTitle === null
        ? null
        : { id: row.articleId, title: articleTitle, in_trash: articleInTrash, is_public: articlePublic },
    source: row.source,
    hits: row.hits,
    last_hit_at: row.lastHitAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One redirect as the API shows it, read again after a save. */
export async function readRedirectJson(db: Database, id: number): Promise<Redirect> {
  const [selected] = await selectRedirects(db).where(eq(redirects.id, id));
  if (!selected) throw AppError.notFound('リダイレクトが見つかりませんでした');
  return toRedirectJson(selected);
}
