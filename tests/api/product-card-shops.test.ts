// 商品カード with several shops: saved through the API, checked with Japanese messages, rendered with
// one sponsored button per shop, the price's day and its note, and the page's promotion notice. Cards
// stored before shops (one link) stay valid and are rendered again as one button.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_VERSION } from '../../contract/article-body/node-set.ts';
import { PROMOTION_NOTICE } from '../../contract/promotion.ts';
import { articles } from '../../server/db/schema/content.ts';
import { renderStoredBodies } from '../../server/services/article-body/render-stored-bodies.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const card = (attrs: Record<string, unknown>) => ({ type: 'productCard', attrs: { name: '詰め替えボトル', ...attrs } });
const THREE_SHOPS = [
  { shop: 'amazon', url: 'https://www.amazon.co.jp/dp/B0TEST0001' },
  { shop: 'rakuten', url: 'https://item.rakuten.co.jp/salvia/bottle/' },
  { shop: 'yahoo', url: 'https://store.shopping.yahoo.co.jp/salvia/bottle.html' },
];

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('product cards with shops on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let writerId: number;
  let subtopicId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild });
    const writer = await createWriter(t.deps, { role: 'admin' });
    writerId = writer.id;
    headers = await authHeader(t.deps, writer.id);
    const main = await createCategory(t.deps, { slug: 'housework' });
    subtopicId = (await createCategory(t.deps, { slug: 'storage', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const publish = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/articles/new',
      headers,
      payload: { title: '詰め替えボトルの話', category_id: subtopicId, status: 'published', body_json: body },
    });
  const page = async (id: number) => {
    const res = await t.app.inject(`/articles/${id}`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('renders one sponsored button per shop in a new tab, the price with its day and note, and the notice', async () => {
    const res = await publish(
      doc(
        paragraph('愛用品です。'),
        card({ price: '1,980円（税込）', priceCheckedOn: '2026-11-22', shops: THREE_SHOPS }),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const html = await page(res.json().article.id);
    for (const [shop, name, url] of [
      ['amazon', 'Amazon', THREE_SHOPS[0]!.url],
      ['rakuten', '楽天市場', THREE_SHOPS[1]!.url],
      ['yahoo', 'Yahoo!ショッピング', THREE_SHOPS[2]!.url],
    ]) {
      expect(html).toContain(
        `<a href="${url}" data-product-link data-shop="${shop}" target="_blank" rel="sponsored noopener" aria-label="${name}で見る：詰め替えボトル">${name}で見る</a>`,
      );
    }
    expect(html).toContain(
      '1,980円（税込）<time data-product-price-date datetime="2026-11-22">（2026年11月22日時点）</time>',
    );
    expect(html).toContain('<p data-product-price-note>※価格は掲載時点のものです</p>');
    expect(html).toContain(PROMOTION_NOTICE);
  });

  it('names another shop by the words the writer gave it', async () => {
    const res = await publish(
      doc(card({ shops: [{ shop: 'other', url: 'https://shop.example/b', label: '公式ストア' }] })),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await page(res.json().article.id)).toContain(
      'data-shop="other" target="_blank" rel="sponsored noopener" aria-label="公式ストア：詰め替えボトル">公式ストア</a>',
    );
  });

  it.each([
    ['no shop at all', { shops: [] }, '本文の商品カード：ショップのURLを1つ以上入力してください'],
    [
      'a shop it does not know',
      { shops: [{ shop: 'mercari', url: 'https://jp.mercari.com/' }] },
      '本文の商品カード：ショップの種類が正しくありません',
    ],
    [
      'a shop address a browser could run',
      { shops: [{ shop: 'amazon', url: 'javascript:alert(1)' }] },
      /^本文の商品カード：URLは/,
    ],
    [
      'five shops',
      { shops: [...THREE_SHOPS, ...THREE_SHOPS.slice(0, 2)] },
      '本文の商品カード：ショップは4件までにしてください',
    ],
    [
      'a day that is not one',
      { priceCheckedOn: '2026-02-30', shops: THREE_SHOPS },
      '本文の商品カード：価格を確認した日は 2026-11-22 の形の日付にしてください',
    ],
  ])('refuses a card with %s in Japanese, storing nothing', async (_name, attrs, message) => {
    const res = await publish(doc(card(attrs)));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.body_json[0]).toMatch(message);
  });

  it('renders a card stored before shops again, its one link as one button, when the renderer changes', async () => {
    const old = card({ price: '980円', url: 'https://shop.example/old', image: null, label: '買う' });
    const stored = await createArticle(t.deps, {
      writerId,
      categoryId: subtopicId,
      bodyJson: doc(old),
      // As the renderer before shops wrote it.
      bodyHtml:
        '<div data-product><span data-product-pr>PR</span><p data-product-name>詰め替えボトル</p><p data-product-price>980円</p><a href="https://shop.example/old" data-product-link target="_blank" rel="sponsored noopener">買う</a></div>',
      bodyVersion: BODY_VERSION - 1,
    });
    const result = await renderStoredBodies(t.deps, {});
    expect(result.kept).toBe(0);
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, stored!.id));
    expect(row!.bodyVersion).toBe(BODY_VERSION);
    // The document is kept as it was: still valid, read as one button.
    expect(row!.bodyJson).toEqual(doc(old));
    const html = await page(stored!.id);
    expect(html).toContain(
      '<div data-product-shops><a href="https://shop.example/old" data-product-link data-shop="other" target="_blank" rel="sponsored noopener" aria-label="買う：詰め替えボトル">買う</a></div>',
    );
    expect(html).toContain('※価格は掲載時点のものです');
    expect(html).toContain(PROMOTION_NOTICE);
    // Its writer can save it again unchanged.
    const view = await t.app.inject({ url: `/api/v1/articles/view?id=${stored!.id}`, headers });
    expect(view.json().article.body_json.content[0].attrs).toMatchObject({
      url: 'https://shop.example/old',
      label: '買う',
    });
  });
});
