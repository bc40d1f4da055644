import { describe, expect, it } from 'vitest';
import type { Article } from '../../../contract/articles.ts';
import { fieldsOf, saveBody } from './article-fields.ts';

const HOUR = 3600_000;

function storedArticle(overrides: Partial<Article>): Article {
  return {
    ...({ id: 7, title: '衣替え', lead: '', body_html: '<p>本文</p>', body_json: null } as Article),
    status: 'draft',
    published_at: null,
    category: null,
    tags: [{ id: 3, title: '収納', slug: 'storage' }],
    thumbnail_url: null,
    is_pr: false,
    sponsor: null,
    is_highlight: false,
    ...overrides,
  };
}

describe('the editor fields', () => {
  it('start empty for a new article', () => {
    expect(fieldsOf(null)).toMatchObject({ title: '', tag_ids: [], schedule_at: null, is_pr: false });
  });

  it('show a scheduled article’s date as Japan time and a published one as “now”', () => {
    const scheduled = storedArticle({ status: 'published', published_at: '2099-01-02T01:30:00.000Z' });
    expect(fieldsOf(scheduled).schedule_at).toBe('2099-01-02 10:30:00');
    const published = storedArticle({ status: 'published', published_at: new Date(Date.now() - HOUR).toISOString() });
    expect(fieldsOf(published).schedule_at).toBeNull();
    expect(fieldsOf(published).tag_ids).toEqual([3]);
  });
});

describe('the save request', () => {
  const now = new Date('2026-11-22T03:00:00.000Z');
  const fields = { ...fieldsOf(null), title: '衣替え', is_pr: true, sponsor: '  サルビア商事  ', is_highlight: true };

  it('saves a draft without a publishing date', () => {
    expect(saveBody('draft', fields, { base: null, isAdmin: false, now })).toMatchObject({
      status: 'draft',
      published_at: null,
    });
  });

  it('publishes now, at a chosen JST time, or keeps the date of an article already out', () => {
    expect(saveBody('publish', fields, { base: null, isAdmin: false, now }).published_at).toBe(now.toISOString());
    const scheduled = { ...fields, schedule_at: '2026-12-01 09:00:00' };
    expect(saveBody('publish', scheduled, { base: null, isAdmin: false, now }).published_at).toBe(
      '2026-12-01T09:00:00+09:00',
    );
    const out = storedArticle({ status: 'published', published_at: '2026-11-01T00:00:00.000Z' });
    expect(saveBody('publish', fields, { base: out, isAdmin: false, now }).published_at).toBe(
      '2026-11-01T00:00:00.000Z',
    );
  });

  it('trims the sponsor, drops it when the article is not PR, and sends the highlight only for admins', () => {
    expect(saveBody('draft', fields, { base: null, isAdmin: false, now }).sponsor).toBe('サルビア商事');
    expect(saveBody('draft', { ...fields, is_pr: false }, { base: null, isAdmin: false, now }).sponsor).toBeNull();
    expect(saveBody('draft', fields, { base: null, isAdmin: false, now })).not.toHaveProperty('is_highlight');
    expect(saveBody('draft', fields, { base: null, isAdmin: true, now }).is_highlight).toBe(true);
  });
});
