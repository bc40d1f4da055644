// The home page never shows one article twice: the carousel, 新着, 有名人ママ・パパ and the category
// blocks each leave out what the ones before them show (the ranking sidebar is a ranking, and may).
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle, createTag, tagArticle } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('the home page', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    const writerId = (await createWriter(t.deps)).id;
    const living = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    const food = await createCategory(t.deps, { slug: 'food', title: '食', parentId: living.id });
    const famous = await createTag(t.deps, { slug: 'famous_parents', title: '有名人ママ・パパ' });
    // Twelve articles, the newest highlighted and tagged, all in one category: without the rule
    // each block would show the newest ones again.
    for (let hoursAgo = 1; hoursAgo <= 12; hoursAgo++) {
      const row = await createPublishedArticle(t.deps, hoursAgo, {
        writerId,
        categoryId: food.id,
        title: `記事その${hoursAgo}`,
        isHighlight: hoursAgo <= 2,
      });
      if (hoursAgo <= 5 || hoursAgo >= 11) await tagArticle(t.deps, row.id, famous.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows each article once outside the ranking, newest first block by block', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    const main = res.body.slice(res.body.indexOf('<h1'), res.body.indexOf('<aside'));
    const titles = [...main.matchAll(/<h3[^>]*>(記事その\d+)<\/h3>/g)].map((m) => m[1]);
    // The carousel shows 1 and 2; 新着 the next six; 有名人ママ・パパ the tagged ones left (11, 12);
    // 暮らし what is left after that.
    expect(titles).toEqual([
      ...['記事その3', '記事その4', '記事その5', '記事その6', '記事その7', '記事その8'],
      ...['記事その11', '記事その12'],
      ...['記事その9', '記事その10'],
    ]);
    const carousel = [...main.matchAll(/>(記事その[12])</g)].map((m) => m[1]);
    expect(new Set(carousel)).toEqual(new Set(['記事その1', '記事その2']));
  });
});
