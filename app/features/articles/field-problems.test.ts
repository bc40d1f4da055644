import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems.ts';

describe('the problems of a refused save', () => {
  it('lists them in the order the page shows the fields, whatever order they came in', () => {
    const problems = fieldProblems({
      category_id: '公開する記事にはカテゴリを選んでください',
      body_json: '代替テキストのない画像が1枚あります',
      title: 'タイトルを入力してください',
    });
    expect(problems).toEqual([
      { label: 'タイトル', message: 'タイトルを入力してください', target: 'article-title' },
      { label: '本文', message: '代替テキストのない画像が1枚あります', target: 'article-body-json' },
      { label: 'カテゴリ', message: '公開する記事にはカテゴリを選んでください', target: 'article-category-id' },
    ]);
  });

  it('names the publishing date once, whether the server calls it published_at or the form schedule_at', () => {
    const problems = fieldProblems({ published_at: '過去の日時は選べません', schedule_at: '過去の日時は選べません' });
    expect(problems).toEqual([{ label: '公開日時', message: '過去の日時は選べません', target: 'article-schedule-at' }]);
  });

  it('keeps a problem of a field the editor does not show, last and without a link', () => {
    const problems = fieldProblems({ body_html: '本文が長すぎます', lead: 'リードは300文字以内で入力してください' });
    expect(problems.map((p) => p.target)).toEqual(['article-lead', null]);
    expect(problems[1]).toEqual({ label: '入力内容', message: '本文が長すぎます', target: null });
  });
});
