// The notes an article's page shows, oldest first: they read as the article's history.
import { asc, eq } from 'drizzle-orm';
import type { PublicArticleNote } from '../../../contract/article-notes.ts';
import type { Database } from '../../db/client.ts';
import { articleNotes } from '../../db/schema/reviewers.ts';
import { toPublicArticleNoteJson } from './article-note-json.ts';

export async function listPublicArticleNotes(
  deps: { db: Database },
  options: { articleId: number },
): Promise<PublicArticleNote[]> {
  const rows = await deps.db
    .select()
    .from(articleNotes)
    .where(eq(articleNotes.articleId, options.articleId))
    .orderBy(asc(articleNotes.notedOn), asc(articleNotes.id));
  return rows.map(toPublicArticleNoteJson);
}
