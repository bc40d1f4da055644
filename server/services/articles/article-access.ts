// Who may manage an article: its writer, or any admin. Trashed-or-not, a missing article is a 404.
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { WriterRow } from '../writers/writer-json.ts';

export function canManage(writer: WriterRow, article: { writerId: number }): boolean {
  return writer.role === 'admin' || writer.id === article.writerId;
}

export async function loadManageableArticle(deps: Pick<Deps, 'db'>, writer: WriterRow, id: number) {
  const [row] = await deps.db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw AppError.notFound('記事が見つかりませんでした');
  if (!canManage(writer, row)) throw AppError.forbidden('この記事を編集する権限がありません');
  return row;
}

/** True while someone other than `writer` holds a valid edit lock. */
export function lockedByOther(
  article: { lockedBy: number | null; lockedUntil: Date | null },
  writer: WriterRow,
  now = new Date(),
) {
  return (
    article.lockedBy !== null &&
    article.lockedBy !== writer.id &&
    article.lockedUntil !== null &&
    article.lockedUntil > now
  );
}
