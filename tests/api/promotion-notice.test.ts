// 「本ページにはプロモーションが含まれています」 on every page holding a sponsored article, wherever it
// stands: a PR article shown only in the ranking sidebar counts as much as one in the main list. An
// affiliate link (a 商品カード) is a promotion too, on the page that shows it.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_NOTICE } from '../../contract/promotion.ts';
import { bodyOfDocument } from '../../server/services/article-body/render-body.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { addViews, createPublishedArticle } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('the promotion notice', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let plainId: number;
  let sponsoredId: number;
  let writerId: number;
  let foodId: number;

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    writerId = (await createWriter(t.deps)).id;
    const living = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    foodId = (await createCategory(t.deps, { slug: 'food', title: '食', parentId: living.id })).id;
    // Seven newer plain articles fill every list of the home page and the article's suggestions.
    for (let hoursAgo = 1; hoursAgo <= 7; hoursAgo++) {
      const row = await createPublishedArticle(t.deps, hoursAgo, { writerId, categoryId: foodId });
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

  it('shows on the page of an article holding a product card, which says PR itself; its card in a list does not', async () => {
    const body = bodyOfDocument(
      {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '愛用の詰め替えボトルです。' }] },
          { type: 'productCard', attrs: { name: '詰め替えボトル', url: 'https://shop.example/bottle' } },
        ],
      },
      'body_json',
      t.deps.config,
    );
    const { id } = await createPublishedArticle(t.deps, 0.5, {
      writerId,
      categoryId: foodId,
      title: 'ボトルの記事',
      bodyJson: body.json,
      bodyHtml: body.html,
    });
    const html = await page(`/articles/${id}`);
    expect(html).toContain(PROMOTION_NOTICE);
    expect(html).toContain('<div data-product><span data-product-pr>PR</span><p data-product-name>詰め替えボトル</p>');
    // Not sponsored content: no 【PR】 in its title.
    expect(html).toContain('<title>ボトルの記事');
    // A list shows its card, not the link: no notice there.
    const list = await page('/living/food');
    expect(list).toContain('ボトルの記事');
    expect(list).not.toContain(PROMOTION_NOTICE);
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
