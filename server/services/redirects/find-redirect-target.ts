// One step of a chain: where the redirect stored under a key points now (one indexed query).
import { eq, type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/content.ts';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';

/**
 * `target` is the article's current public address for an article redirect (null while the article is
 * off the site: trashed, unpublished, scheduled), else the stored path or URL. Undefined: no redirect.
 */
export async function findRedirectTarget(
  deps: Pick<Deps, 'db'>,
  options: { key: string },
): Promise<{ id: number; target: string | null } | undefined> {
  const [row] = await deps.db
    .select({
      id: redirects.id,
      toPath: redirects.toPath,
      articleId: redirects.articleId,
      articlePublic: sql<boolean>`coalesce(${isPublic() as SQL}, false)`,
    })
    .from(redirects)
    .leftJoin(articles, eq(articles.id, redirects.articleId))
    .where(eq(redirects.fromPath, options.key));
  if (!row) return undefined;
  if (row.articleId === null) return { id: row.id, target: row.toPath };
  return { id: row.id, target: row.articlePublic ? articlePath(row.articleId) : null };
}

/** An article's public address (app/routes.ts: /articles/:id). */
export function articlePath(id: number): string {
  return `/articles/${id}`;
}
