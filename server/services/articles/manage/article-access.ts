// Who may manage an article: its writer, or any admin. Someone else's article answers exactly as a
// missing one does (404), so ids cannot be probed for what exists.
import { eq } from 'drizzle-orm';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';

function canManage(writer: WriterRow, article: { writerId: number }): boolean {
  return writer.role === 'admin' || writer.id === article.writerId;
}

/** `forUpdate` (inside a transaction) keeps the row locked until commit, so parallel saves queue up. */
export async function loadManageableArticle(
  deps: Pick<Deps, 'db'>,
  writer: WriterRow,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = deps.db.select().from(articles).where(eq(articles.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  if (!row || !canManage(writer, row)) throw AppError.notFound('記事が見つかりませんでした');
  return row;
}
