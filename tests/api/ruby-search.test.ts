// ルビ in a saved article: the page shows `<ruby>`, and the search finds the words under the reading
// (the public search and the admin's) while its passages quote them without the reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchExcerpts } from '../../server/services/articles/public/search-articles.ts';
import { fillSearchReadings } from '../../server/services/search/search-readings.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('ルビ on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let id: number;

  beforeAll(async () => {
    t = await build(kind);
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const main = await createCategory(t.deps, { slug: 'living' });
    const categoryId = (await createCategory(t.deps, { slug: 'garden', parentId: main.id })).id;
    const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/articles/new',
      headers: admin,
      payload: {
        title: '梅雨の庭仕事',
        lead: '雨の季節の手入れ。',
        status: 'published',
        category_id: categoryId,
        body_json: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                text('六月は'),
                text('紫陽花', [{ type: 'ruby', attrs: { reading: 'あじさい' } }]),
                text('の色が日ごとに変わります。'),
              ],
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().article.id;
    expect(res.json().article.body_html).toBe(
      '<p>六月は<ruby>紫陽花<rt>あじさい</rt></ruby>の色が日ごとに変わります。</p>',
    );
    await fillSearchReadings(t.deps);
  });
  afterAll(() => t?.close());

  it('finds the article by the words under the reading, in the public search', async () => {
    const res = await t.app.inject(`/api/v1/articles/search?title=${encodeURIComponent('紫陽花')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().articles.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('finds it in the admin’s search of bodies, whose text the reading does not split', async () => {
    for (const keyword of ['紫陽花', '紫陽花の色', '六月は紫陽花']) {
      const res = await t.app.inject({
        url: `/api/v1/articles?keyword=${encodeURIComponent(keyword)}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().articles.map((a: { id: number }) => a.id),
        keyword,
      ).toEqual([id]);
    }
    const reading = await t.app.inject({
      url: `/api/v1/articles?keyword=${encodeURIComponent('紫陽花あじさい')}`,
      headers: admin,
    });
    expect(reading.json().articles).toEqual([]);
  });

  it('quotes the passage without the reading', async () => {
    const excerpts = await searchExcerpts(t.deps, '紫陽花', [
      { id, title: '梅雨の庭仕事', lead: '雨の季節の手入れ。' },
    ]);
    const passage = excerpts[id]!.passage.map((part) => part.text).join('');
    expect(passage).toContain('六月は紫陽花の色が日ごとに変わります。');
    expect(passage).not.toContain('あじさい');
  });
});
