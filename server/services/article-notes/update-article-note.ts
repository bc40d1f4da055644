// Changes a note's kind, date or text; what the request leaves out stays as stored.
import { eq } from 'drizzle-orm';
import type { ArticleNote, ArticleNoteUpdate } from '../../../contract/article-notes.ts';
import { articleNotes } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { refuseNgWords } from '../style-rules/refuse-ng-words.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { selectArticleNotes, toArticleNoteJson } from './article-note-json.ts';
import { loadManageableNote, NOTE_NOT_FOUND } from './load-manageable-note.ts';

export async function updateArticleNote(
  deps: Pick<Deps, 'db'>,
  options: { writer: WriterRow; id: number; input: ArticleNoteUpdate },
): Promise<ArticleNote> {
  const { input } = options;
  const note = await loadManageableNote(deps, options.writer, options.id);
  if (input.body !== undefined) await refuseNgWords(deps.db, { note: input.body });
  await deps.db
    .update(articleNotes)
    .set({
      ...(input.kind !== undefined && { kind: input.kind }),
      ...(input.noted_on !== undefined && { notedOn: input.noted_on }),
      ...(input.body !== undefined && { body: input.body }),
      updatedAt: new Date(),
    })
    .where(eq(articleNotes.id, note.id));
  const [saved] = await selectArticleNotes(deps.db).where(eq(articleNotes.id, note.id));
  if (!saved) throw AppError.notFound(NOTE_NOT_FOUND);
  return toArticleNoteJson(saved);
}
