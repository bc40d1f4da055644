// The shared media library: newest first, searchable by file name and uploader; admins delete
// what no article, thumbnail or profile uses.
import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import { articles, media, writers } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { escapeLike } from '../articles/normalize-keyword.ts';
import { toMediaJson } from './media-json.ts';

export async function listMedia(deps: Pick<Deps, 'db'>, input: PageQuery & { keyword?: string; writer_id?: number }) {
  const filters: (SQL | undefined)[] = [
    input.keyword
      ? sql`lower(${media.url}) like ${`%${escapeLike(input.keyword.normalize('NFKC').toLowerCase())}%`} escape '\\'`
      : undefined,
    input.writer_id ? eq(media.writerId, input.writer_id) : undefined,
  ];
  const where = and(...filters);
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

export async function deleteMedia(deps: Pick<Deps, 'db' | 'storage'>, id: number) {
  const [row] = await deps.db.select().from(media).where(eq(media.id, id));
  if (!row) throw AppError.notFound('画像が見つかりませんでした');
  const urls = [row.url, ...row.variants.map((v) => v.url)];
  const pattern = (u: string) => `%${escapeLike(u)}%`;
  const [usedByArticle] = await deps.db
    .select({ n: count() })
    .from(articles)
    .where(or(...urls.flatMap((u) => [eq(articles.thumbnailUrl, u), like(articles.bodyHtml, pattern(u))])));
  const [usedByWriter] = await deps.db
    .select({ n: count() })
    .from(writers)
    .where(or(...urls.map((u) => eq(writers.profileImgUrl, u))));
  if ((usedByArticle?.n ?? 0) + (usedByWriter?.n ?? 0) > 0) {
    throw AppError.validation({ id: ['この画像は記事やプロフィールで使われているため削除できません'] });
  }
  await deps.db.delete(media).where(eq(media.id, id));
  for (const url of urls) await deps.storage.remove(url);
  return { message: '画像を削除しました' };
}
