// PATCH /api/v1/articles/notes/update?id: a note's changed fields.
import type { z } from 'zod';
import type { ArticleNote, ArticleNoteResponse, articleNoteUpdate } from '../../../../contract/article-notes.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateArticleNote(id: number, input: z.input<typeof articleNoteUpdate>): Promise<ArticleNote> {
  return (await api<ArticleNoteResponse>('PATCH', 'articles/notes/update', { query: { id }, body: input })).note;
}
