// A redirects row as the API shows it.
import type { Redirect } from '../../../contract/redirects.ts';
import type { redirects } from '../../db/schema/redirects.ts';

export function toRedirectJson(row: typeof redirects.$inferSelect): Redirect {
  return {
    id: row.id,
    from_path: row.fromPath,
    to_path: row.toPath,
    article_id: row.articleId,
    source: row.source,
    hits: row.hits,
    last_hit_at: row.lastHitAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
