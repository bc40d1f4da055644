// 「本ページにはプロモーションが含まれています」 on every page holding a sponsored article, wherever it
// stands: a PR article shown only in the ranking sidebar counts as much as one in the main list.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_NOTICE } from '../../contract/promotion.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { addViews, createPublishedArticle } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('the promotion notice', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let plainId: number;
  let sponsoredId: number;

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    const writerId = (await createWriter(t.deps)).id;
    const living = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    const food = await createCategory(t.deps, { slug: 'food', title: '食', parentId: living.id });
    // Seven newer plain articles fill every list of the home page and the article's suggestions.
    for (let hoursAgo = 1; hoursAgo <= 7; hoursAgo++) {
      const row = await createPublishedArticle(t.deps, hoursAgo, { writerId, categoryId: food.id });
      plainId = row.id;
    }
    // Old and filed nowhere: it can reach a page only through the ranking.
    sponsoredId = (
      await createPublishedArticle(t.deps, 100, {
        writerId,
        title: '協賛の記事',
        isPr: true,
        sponsor: '株式会社ひだまり',
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('is absent while nothing on the page is sponsored', async () => {
    expect(await page('/')).not.toContain(PROMOTION_NOTICE);
    expect(await page(`/articles/${plainId}`)).not.toContain(PROMOTION_NOTICE);
  });

  it('shows when a sponsored article appears only in the ranking sidebar', async () => {
    await addViews(t.deps, sponsoredId, 0, 50);
    for (const url of ['/', `/articles/${plainId}`]) {
      const html = await page(url);
      expect(html, url).toContain('協賛の記事');
      expect(html, url).toContain(PROMOTION_NOTICE);
    }
  });

  it('shows on a 404 page whose suggested articles hold a sponsored one', async () => {
    await addViews(t.deps, sponsoredId, 1, 50);
    const res = await t.app.inject('/articles/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('協賛の記事');
    expect(res.body).toContain(PROMOTION_NOTICE);
  });
});
