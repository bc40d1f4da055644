// GET /api/v1/articles/notes?article_id: an article's 訂正・追記, oldest first.
import type { ArticleNote, ArticleNoteList } from '../../../../contract/article-notes.ts';
import { api } from '../../../lib/api-client.ts';

export async function getArticleNotes(articleId: number): Promise<ArticleNote[]> {
  return (await api<ArticleNoteList>('GET', 'articles/notes', { query: { article_id: articleId } })).notes;
}
