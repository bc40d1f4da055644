// Adds a dated 訂正 or 追記 to an article: its writer on their own article, an admin on any.
import { eq } from 'drizzle-orm';
import type { ArticleNote, ArticleNoteInput } from '../../../contract/article-notes.ts';
import { todayInJapan } from '../../../contract/time.ts';
import { articleNotes } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import { refuseNgWords } from '../style-rules/refuse-ng-words.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { selectArticleNotes, toArticleNoteJson } from './article-note-json.ts';

export async function createArticleNote(
  deps: Pick<Deps, 'db'>,
  options: { writer: WriterRow; input: ArticleNoteInput },
): Promise<ArticleNote> {
  const { writer, input } = options;
  const article = await loadManageableArticle(deps, writer, input.article_id);
  await refuseNgWords(deps.db, { note: input.body });
  const [row] = await deps.db
    .insert(articleNotes)
    .values({
      articleId: article.id,
      writerId: writer.id,
      kind: input.kind,
      notedOn: input.noted_on ?? todayInJapan(),
      body: input.body,
    })
    .returning({ id: articleNotes.id });
  if (!row) throw new Error('insert returned no row');
  const [saved] = await selectArticleNotes(deps.db).where(eq(articleNotes.id, row.id));
  if (!saved) throw new Error('note vanished after insert');
  return toArticleNoteJson(saved);
}
