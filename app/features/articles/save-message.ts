// What a save did, in the writer's words: comparing the article before and after the save, so that
// fixing a typo in an article already out says 更新, not 公開.
import type { Article } from '../../../contract/articles.ts';
import { formatDateTime } from '../../../contract/time.ts';
import { type ArticleState, articleState } from './article-status.ts';

/** `before` is the state the article was in before this save; null for a new article. */
export function savedMessage(saved: Article, before: ArticleState | null): string {
  const state = articleState(saved);
  if (state === 'draft') return before && before !== 'draft' ? '下書きに戻しました' : '下書きを保存しました';
  if (state === 'scheduled') return `${formatDateTime(saved.published_at as string)} に公開を予約しました`;
  return before === 'published' ? '記事を更新しました' : '記事を公開しました';
}
