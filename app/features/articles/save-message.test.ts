import { describe, expect, it } from 'vitest';
import type { Article } from '../../../contract/articles.ts';
import { savedMessage } from './save-message.ts';

const HOUR = 3600_000;
const article = (status: Article['status'], published_at: string | null) => ({ status, published_at }) as Article;

describe('the message after a save', () => {
  const past = new Date(Date.now() - HOUR).toISOString();

  it('says an article already out was updated, not published again', () => {
    expect(savedMessage(article('published', past), 'published')).toBe('記事を更新しました');
  });

  it('says published for a draft or a scheduled article that goes out now', () => {
    expect(savedMessage(article('published', past), 'draft')).toBe('記事を公開しました');
    expect(savedMessage(article('published', past), 'scheduled')).toBe('記事を公開しました');
    expect(savedMessage(article('published', past), null)).toBe('記事を公開しました');
  });

  it('names the scheduled time in Japan time', () => {
    expect(savedMessage(article('published', '2099-01-02T01:30:00.000Z'), 'draft')).toBe(
      '2099年1月2日 10:30 に公開を予約しました',
    );
  });

  it('tells a saved draft from an article taken back to draft', () => {
    expect(savedMessage(article('draft', null), 'draft')).toBe('下書きを保存しました');
    expect(savedMessage(article('draft', null), null)).toBe('下書きを保存しました');
    expect(savedMessage(article('draft', null), 'published')).toBe('下書きに戻しました');
  });
});
