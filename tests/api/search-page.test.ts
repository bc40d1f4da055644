// The search page offers the tags and categories the keyword names above its results: by a tag's
// name or reading, by a category's name.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { createCategory } from '../helpers/factories.ts';
import { createTag } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('the search page', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    const housework = await createCategory(t.deps, { slug: 'housework', title: '家事' });
    await createCategory(t.deps, { slug: 'cleaning', title: '掃除', parentId: housework.id });
    ids.bigClean = (await createTag(t.deps, { title: '大掃除', slug: 'oosouji', reading: 'おおそうじ' })).id;
    ids.storage = (await createTag(t.deps, { title: '収納', slug: 'shuno', reading: 'しゅうのう' })).id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const related = async (keyword: string) => {
    const html = (await t.app.inject(`/search?keyword=${encodeURIComponent(keyword)}`)).body;
    const nav = html.match(/<nav aria-label="タグ・カテゴリから探す"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';
    return [...nav.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  };

  it('offers the category and the tag a word names, and a tag by its reading', async () => {
    expect(await related('掃除')).toEqual(['掃除 /housework/cleaning', `#大掃除 /tags/${ids.bigClean}`]);
    expect(await related('おおそうじ')).toEqual([`#大掃除 /tags/${ids.bigClean}`]);
    expect(await related('しゅうのう')).toEqual([`#収納 /tags/${ids.storage}`]);
    expect(await related('鰹')).toEqual([]);
  });
});
