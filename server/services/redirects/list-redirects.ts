// The redirects, newest first, a page at a time, each with its article; a keyword matches either address.
import { count, desc, sql } from 'drizzle-orm';
import { pageMeta, pageWindow } from '../../../contract/common.ts';
import type { RedirectListQuery } from '../../../contract/redirects.ts';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';
import { matchesAllTerms } from '../search/match-keyword.ts';
import { selectRedirects, toRedirectJson } from './redirect-json.ts';

// Folded row by row: the table holds an old site's addresses (thousands), not a search index's worth.
export async function listRedirects(deps: Pick<Deps, 'db'>, query: RedirectListQuery) {
  const where = query.keyword
    ? matchesAllTerms(sql`${redirects.fromPath} || ' ' || ${redirects.toPath}`, query.keyword)
    : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    selectRedirects(deps.db).where(where).orderBy(desc(redirects.id)).limit(limit).offset(offset),
    deps.db.select({ n: count() }).from(redirects).where(where),
  ]);
  return { redirects: rows.map(toRedirectJson), meta: pageMeta(query, counted?.n ?? 0) };
}
