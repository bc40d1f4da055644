// What an exported WordPress post says about its article: status and dates, PR, SEO plugins' fields.
import { describe, expect, it } from 'vitest';
import { type ExportedPost, mapPost } from './map-post.ts';

const post = (overrides: Partial<ExportedPost> = {}): ExportedPost => ({
  title: '玄関の片づけ',
  status: 'publish',
  postPassword: '',
  postDateGmt: '2025-04-01 01:30:00',
  postModifiedGmt: '2025-04-02 03:00:00',
  isSticky: false,
  terms: [],
  meta: new Map(),
  ...overrides,
});

describe('mapPost', () => {
  it.each([
    ['publish', '', 'published', '2025-04-01T01:30:00.000Z', null, false],
    ['future', '', 'published', '2025-04-01T01:30:00.000Z', null, false],
    ['publish', 'secret', 'draft', null, null, false],
    ['draft', '', 'draft', '2025-04-01T01:30:00.000Z', null, false],
    ['private', '', 'draft', null, null, false],
    ['pending', '', 'draft', '2025-04-01T01:30:00.000Z', 'pending', false],
    ['trash', '', 'draft', null, null, true],
  ])('takes %s (password %j) as %s', (status, postPassword, expected, date, review, trash) => {
    const mapped = mapPost(post({ status, postPassword }));
    expect(mapped.status).toBe(expected);
    expect(mapped.publishedAt?.toISOString() ?? null).toBe(date);
    expect(mapped.reviewState).toBe(review);
    expect(mapped.inTrash).toBe(trash);
  });

  it('reads an unset GMT date as none, and names what it turned into a draft', () => {
    expect(mapPost(post({ status: 'draft', postDateGmt: '0000-00-00 00:00:00' })).publishedAt).toBeNull();
    expect(mapPost(post({})).modifiedAt?.toISOString()).toBe('2025-04-02T03:00:00.000Z');
    expect(mapPost(post({ postModifiedGmt: '0000-00-00 00:00:00' })).modifiedAt).toBeNull();
    expect(mapPost(post({ postPassword: 'x' })).notes).toEqual(['パスワード保護の記事は下書きとして取り込みました']);
  });

  it('normalises the title to NFC and never doubles 【PR】', () => {
    const nfd = 'ハ\u309Aン'; // パン written as two code points, as macOS writes it
    expect(mapPost(post({ title: nfd })).title).toBe('パン');
    const sponsored = mapPost(post({ title: '【PR】新しい洗剤', meta: new Map([['sponsor', '株式会社サンプル']]) }));
    expect(sponsored).toMatchObject({ title: '新しい洗剤', isPr: true, sponsor: '株式会社サンプル' });
  });

  it('marks a post sponsored by a category, a tag or a custom field, mapping file names included', () => {
    const byTag = mapPost(post({ terms: [{ domain: 'post_tag', nicename: 'taiappu', name: 'タイアップ' }] }));
    expect(byTag).toMatchObject({ isPr: true, sponsor: 'タイアップ' });
    const byCategory = mapPost(post({ terms: [{ domain: 'category', nicename: 'pr', name: 'PR' }] }));
    expect(byCategory.isPr).toBe(true);
    expect(mapPost(post({ meta: new Map([['sponsored', '1']]) })).isPr).toBe(true);
    expect(mapPost(post({ meta: new Map([['sponsored', '0']]) })).isPr).toBe(false);
    const custom = post({ terms: [{ domain: 'category', nicename: 'ad', name: '提供記事' }] });
    expect(mapPost(custom).isPr).toBe(false);
    expect(mapPost(custom, { prMarkers: ['提供記事'] }).isPr).toBe(true);
  });

  it.each([
    [
      'Yoast',
      {
        _yoast_wpseo_title: '玄関を広く',
        _yoast_wpseo_metadesc: '靴箱の上の工夫',
        _yoast_wpseo_canonical: 'https://old.example.com/a',
        '_yoast_wpseo_meta-robots-noindex': '1',
      },
    ],
    [
      'Rank Math',
      {
        rank_math_title: '玄関を広く',
        rank_math_description: '靴箱の上の工夫',
        rank_math_canonical_url: 'https://old.example.com/a',
        rank_math_robots: 'a:1:{i:0;s:7:"noindex";}',
      },
    ],
    [
      'All in One SEO (4.x)',
      {
        _aioseo_title: '玄関を広く',
        _aioseo_description: '靴箱の上の工夫',
        _aioseo_canonical_url: 'https://old.example.com/a',
        _aioseo_robots_noindex: '1',
      },
    ],
    [
      'All in One SEO (older keys)',
      {
        _aioseop_title: '玄関を広く',
        _aioseop_description: '靴箱の上の工夫',
        _yoast_wpseo_canonical: 'https://old.example.com/a',
        _aioseop_noindex: 'on',
      },
    ],
  ])('takes the search settings %s wrote', (_plugin, meta) => {
    expect(mapPost(post({ meta: new Map(Object.entries(meta)) }))).toMatchObject({
      metaTitle: '玄関を広く',
      metaDescription: '靴箱の上の工夫',
      canonicalUrl: 'https://old.example.com/a',
      noindex: true,
    });
  });

  it("leaves an SEO plugin's template to the article's own title", () => {
    const mapped = mapPost(post({ meta: new Map([['_yoast_wpseo_title', '%%title%% %%sep%% %%sitename%%']]) }));
    expect(mapped.metaTitle).toBeNull();
    expect(mapped.noindex).toBe(false);
  });

  it('makes a sticky post a highlight', () => {
    expect(mapPost(post({ isSticky: true })).isHighlight).toBe(true);
  });
});
