// The shared media library, newest first: every signed-in writer sees every upload, so one
// picture can serve many articles. Filters: a keyword matched against the file name in the URL or
// the alternative text, and the uploader.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import { normalizeKeyword } from '../../../contract/search-keyword.ts';
import { media } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { escapeLike } from '../search/match-keyword.ts';
import { toMediaJson } from './media-json.ts';
import { keywordSlug } from './media-slug.ts';

export async function listMedia(deps: Pick<Deps, 'db'>, input: PageQuery & { keyword?: string; writer_id?: number }) {
  const where = and(keywordFilter(input.keyword), input.writer_id ? eq(media.writerId, input.writer_id) : undefined);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(input.per)
      .offset((input.page - 1) * input.per),
    deps.db.select({ n: count() }).from(media).where(where),
  ]);
  return { urls: rows.map((r) => r.url), media: rows.map(toMediaJson), meta: pageMeta(input, counted?.n ?? 0) };
}

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  // File names are stored slugged (`Sakura Flower.png` → `…-sakura-flower.png`): fold the keyword
  // the same way. A keyword with nothing latin in it is matched as typed (and finds nothing new).
  const term = keywordSlug(keyword) || normalizeKeyword(keyword);
  const words = normalizeKeyword(keyword);
  if (!term) return undefined;
  // The alternative text is Japanese as typed: matched by the keyword itself.
  return sql`(lower(${media.url}) like ${`%${escapeLike(term)}%`} escape '\\' or ${media.alt} ilike ${`%${escapeLike(words)}%`} escape '\\')`;
}
