import { describe, expect, it } from 'vitest';
import type { Article } from '../../../contract/articles.ts';
import { changedFields, fieldsOf, saveBody, storedBody } from './article-fields.ts';

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
    meta_title: null,
    meta_description: null,
    og_image_url: null,
    canonical_url: null,
    noindex: false,
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

  it('show the time a draft is planned for, until that time has passed', () => {
    const planned = storedArticle({ status: 'draft', published_at: '2099-01-02T00:00:00.000Z' });
    expect(fieldsOf(planned).schedule_at).toBe('2099-01-02 09:00:00');
    const stale = storedArticle({ status: 'draft', published_at: new Date(Date.now() - HOUR).toISOString() });
    expect(fieldsOf(stale).schedule_at).toBeNull();
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

  it('keeps the chosen JST time in a draft, whether saved by hand or by autosave', () => {
    const planned = { ...fields, schedule_at: '2026-12-01 09:00:00' };
    for (const mode of ['draft', 'autosave'] as const) {
      expect(saveBody(mode, planned, { base: null, isAdmin: false, now })).toMatchObject({
        status: 'draft',
        published_at: '2026-12-01T09:00:00+09:00',
      });
    }
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

describe('the changes a save sends', () => {
  const now = new Date('2026-11-22T03:00:00.000Z');
  const stored = storedArticle({
    body_json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '本文' }] }] },
    category: { id: 12, title: '収納', slug: 'storage', parent: null },
    is_highlight: true,
    tags: [
      { id: 3, title: '収納', slug: 'storage' },
      { id: 5, title: '時短', slug: 'jitan' },
    ],
  });
  const save = (patch: object, mode: 'draft' | 'publish' = 'draft', isAdmin = false) =>
    changedFields(
      saveBody(mode, { ...fieldsOf(stored), ...patch }, { base: stored, isAdmin, now }),
      storedBody(stored, { isAdmin }),
    );

  it('are only the fields that differ from the stored article', () => {
    expect(save({ title: '衣替えの手順' })).toEqual({ title: '衣替えの手順' });
    expect(save({})).toEqual({});
  });

  it('include the search and social settings when changed, an emptied one as null', () => {
    expect(save({ meta_title: '検索向けの題', noindex: true })).toEqual({ meta_title: '検索向けの題', noindex: true });
    const withSeo = storedArticle({ meta_description: '説明文', canonical_url: 'https://example.com/a' });
    const cleared = changedFields(
      saveBody(
        'draft',
        { ...fieldsOf(withSeo), meta_description: ' ', canonical_url: '' },
        { base: withSeo, isAdmin: false, now },
      ),
      storedBody(withSeo, { isAdmin: false }),
    );
    expect(cleared).toEqual({ meta_description: null, canonical_url: null });
  });

  it('never include the highlight for a writer, and include it for an admin only when changed', () => {
    expect(save({ is_highlight: false })).not.toHaveProperty('is_highlight');
    expect(save({ title: '別の題' }, 'draft', true)).not.toHaveProperty('is_highlight');
    expect(save({ is_highlight: false }, 'draft', true)).toEqual({ is_highlight: false });
  });

  it('ignore the order of object keys and of tags', () => {
    const reordered = {
      body_json: { content: [{ content: [{ text: '本文', type: 'text' }], type: 'paragraph' }], type: 'doc' },
      tag_ids: [5, 3],
    };
    expect(save(reordered)).toEqual({});
  });

  it('send the body as its document alone: the server renders its HTML', () => {
    const body_json = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '新しい本文' }] }],
    };
    expect(save({ body_json })).toEqual({ body_json });
  });

  it('send the publishing date with a change of status, and a new plan on its own', () => {
    expect(save({}, 'publish')).toEqual({ status: 'published', published_at: now.toISOString() });
    expect(save({ schedule_at: '2026-12-01 09:00:00' })).toEqual({ published_at: '2026-12-01T09:00:00+09:00' });
  });
});
