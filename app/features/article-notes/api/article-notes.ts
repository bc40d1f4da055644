// /api/v1/articles/notes…: an article's 訂正・追記, read, added, changed and removed in the editor.
import type { z } from 'zod';
import type {
  ArticleNote,
  ArticleNoteList,
  ArticleNoteResponse,
  articleNoteInput,
  articleNoteUpdate,
} from '../../../../contract/article-notes.ts';
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export async function getArticleNotes(articleId: number): Promise<ArticleNote[]> {
  return (await api<ArticleNoteList>('GET', 'articles/notes', { query: { article_id: articleId } })).notes;
}

export async function createArticleNote(input: z.input<typeof articleNoteInput>): Promise<ArticleNote> {
  return (await api<ArticleNoteResponse>('POST', 'articles/notes/new', { body: input })).note;
}

export async function updateArticleNote(id: number, input: z.input<typeof articleNoteUpdate>): Promise<ArticleNote> {
  return (await api<ArticleNoteResponse>('PATCH', 'articles/notes/update', { query: { id }, body: input })).note;
}

export function deleteArticleNote(id: number): Promise<MessageBody> {
  return api<MessageBody>('DELETE', 'articles/notes/delete', { query: { id } });
}
