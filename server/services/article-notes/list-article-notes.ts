// The notes of an article its writer or an admin manages, oldest first, each with who added it.
import { asc, eq } from 'drizzle-orm';
import type { ArticleNote } from '../../../contract/article-notes.ts';
import { articleNotes } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { selectArticleNotes, toArticleNoteJson } from './article-note-json.ts';

export async function listArticleNotes(
  deps: Pick<Deps, 'db'>,
  options: { writer: WriterRow; articleId: number },
): Promise<ArticleNote[]> {
  const article = await loadManageableArticle(deps, options.writer, options.articleId);
  const rows = await selectArticleNotes(deps.db)
    .where(eq(articleNotes.articleId, article.id))
    .orderBy(asc(articleNotes.notedOn), asc(articleNotes.id));
  return rows.map(toArticleNoteJson);
}
