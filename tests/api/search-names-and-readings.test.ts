// Searching by what readers and editors actually type: a tag's English slug finds the tag's
// articles (kitchen → #キッチン), and the admin's article search reads readings as the public one
// does (じゅうそう finds 重曹).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../server/db/schema/content.ts';
import { fillSearchReadings } from '../../server/services/search/search-readings.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle, createTag, tagArticle } from '../helpers/feed-factories.ts';

describe.each(testDatabases)('searching by slug and by reading on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, writer.id);
    const kitchen = await createTag(t.deps, { title: 'キッチン', slug: 'kitchen', reading: 'きっちん' });
    const shelf = await createPublishedArticle(t.deps, 2, {
      writerId: writer.id,
      title: 'コンロ脇のすき間収納',
      lead: '調味料の置き場所を見直します。',
    });
    await tagArticle(t.deps, shelf.id, kitchen.id);
    const soda = await createPublishedArticle(t.deps, 1, {
      writerId: writer.id,
      title: '白くなった鍋をピカピカに',
      lead: 'アルカリ性の粉で焦げを落とします。',
      bodyHtml: '<p>重曹を大さじ2杯、水に溶かして煮立てます。</p>',
    });
    ids.shelf = shelf.id;
    ids.soda = soda.id;
    await fillSearchReadings(t.deps);
  });
  afterAll(() => t?.close());

  const found = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().articles as { id: number }[]).map((a) => a.id);
  };

  it('finds the articles of the tag an English word is the slug of', async () => {
    expect(await found('/api/v1/articles/search?title=kitchen')).toEqual([ids.shelf]);
    expect(await found('/api/v1/articles/search?title=KITCHEN')).toEqual([ids.shelf]);
    // Beside a Japanese word, each word must still be found.
    expect(await found(`/api/v1/articles/search?title=${encodeURIComponent('kitchen 収納')}`)).toEqual([ids.shelf]);
    expect(await found(`/api/v1/articles/search?title=${encodeURIComponent('kitchen 鍋')}`)).toEqual([]);
  });

  it('lets the admin find an article by the reading of a word in its body', async () => {
    expect(await found(`/api/v1/articles?keyword=${encodeURIComponent('じゅうそう')}`, admin)).toEqual([ids.soda]);
    // By its written form as before, and not by a reading it does not hold.
    expect(await found(`/api/v1/articles?keyword=${encodeURIComponent('重曹')}`, admin)).toEqual([ids.soda]);
    expect(await found(`/api/v1/articles?keyword=${encodeURIComponent('くえんさん')}`, admin)).toEqual([]);
  });

  it("reads a category's title beforehand, and again when it is renamed", async () => {
    const category = await createCategory(t.deps, { title: '掃除', slug: 'souji' });
    const reading = async () =>
      (
        await t.deps.db.select({ reading: categories.reading }).from(categories).where(eq(categories.id, category.id))
      )[0]?.reading;
    await fillSearchReadings(t.deps);
    expect(await reading()).toBe('そうじ');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/categories/update?id=${category.id}`,
      headers: admin,
      payload: { title: '洗濯' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await reading()).toBeNull();
    await fillSearchReadings(t.deps);
    expect(await reading()).toBe('せんたく');
  });
});
