// The shared media library, newest first: every signed-in writer sees every upload, so one
// picture can serve many articles. Filters: a keyword matched against the file name in the URL and
// the alternative text, and the uploader.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type PageQuery, pageMeta, pageWindow } from '../../../contract/common.ts';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { countMatches, countMatchesQuery } from '../search/count-matches.ts';
import { type KeywordRoute, matchesFoldedColumn } from '../search/match-keyword.ts';
import { throughKeywordIndex } from '../search/through-keyword-index.ts';
import { toMediaJson } from './media-json.ts';

type ListInput = PageQuery & { keyword?: string; writer_id?: number };

export async function listMedia(deps: Pick<Deps, 'db'>, input: ListInput) {
  const byWriter = input.writer_id ? eq(media.writerId, input.writer_id) : undefined;
  const { limit, offset } = pageWindow(input);
  const pageOf = (db: Database, where: SQL | undefined) =>
    db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(limit).offset(offset);
  const { rows, meta } = input.keyword ? await keywordPage(input.keyword) : await plainPage();
  return { urls: rows.map((r) => r.url), media: rows.map(toMediaJson), meta };

  async function plainPage() {
    const [rows, [counted]] = await Promise.all([
      pageOf(deps.db, byWriter),
      deps.db.select({ n: count() }).from(media).where(byWriter),
    ]);
    return { rows, meta: pageMeta(input, counted?.n ?? 0) };
  }

  // The file name or alternative text holding every term. Counted through the pieces index up to
  // SEARCH_COUNT_LIMIT: a name is found in milliseconds; a word in most names ("jpg") walks the
  // newest-first list instead, where the index would hand over nearly every row to sort.
  async function keywordPage(keyword: string) {
    const matching = (route: KeywordRoute) => and(matchesFoldedColumn(media.searchText, keyword, route), byWriter);
    const found = await throughKeywordIndex(deps.db, (db) =>
      countMatches(countMatchesQuery(db, { from: media, where: matching('index') })),
    );
    const read = (db: Database) => pageOf(db, matching(found.route));
    const rows = found.route === 'index' ? await throughKeywordIndex(deps.db, read) : await read(deps.db);
    return { rows, meta: pageMeta(input, found.total, found.capped) };
  }
}
