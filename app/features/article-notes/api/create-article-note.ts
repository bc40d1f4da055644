// POST /api/v1/articles/notes/new: a dated 訂正 or 追記 on an article.
import type { z } from 'zod';
import type { ArticleNote, ArticleNoteResponse, articleNoteInput } from '../../../../contract/article-notes.ts';
import { api } from '../../../lib/api-client.ts';

export async function createArticleNote(input: z.input<typeof articleNoteInput>): Promise<ArticleNote> {
  return (await api<ArticleNoteResponse>('POST', 'articles/notes/new', { body: input })).note;
}
