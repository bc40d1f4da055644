// A note its article's writer or an admin may change; anyone else's answers as a missing one (404).
import { eq } from 'drizzle-orm';
import { articleNotes } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import type { WriterRow } from '../writers/writer-json.ts';

export const NOTE_NOT_FOUND = '訂正・追記が見つかりませんでした';

export async function loadManageableNote(deps: Pick<Deps, 'db'>, writer: WriterRow, id: number) {
  const [note] = await deps.db.select().from(articleNotes).where(eq(articleNotes.id, id));
  if (!note) throw AppError.notFound(NOTE_NOT_FOUND);
  await loadManageableArticle(deps, writer, note.articleId).catch(() => {
    throw AppError.notFound(NOTE_NOT_FOUND);
  });
  return note;
}
