// Removes a note for good: a note is a statement on the page, not content with a trash of its own.
import { eq } from 'drizzle-orm';
import { articleNotes } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { loadManageableNote, NOTE_NOT_FOUND } from './load-manageable-note.ts';

export async function deleteArticleNote(deps: Pick<Deps, 'db'>, options: { writer: WriterRow; id: number }) {
  const note = await loadManageableNote(deps, options.writer, options.id);
  const [deleted] = await deps.db
    .delete(articleNotes)
    .where(eq(articleNotes.id, note.id))
    .returning({ id: articleNotes.id });
  if (!deleted) throw AppError.notFound(NOTE_NOT_FOUND);
  return { message: '訂正・追記を削除しました' };
}
