// Google Discover shows an article with a large picture only when the page allows it
// (max-image-preview:large) and names a picture 1200 px wide or more; SmartView shows a wide logo.
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { createArticle, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('ready for Google Discover and SmartView', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let writerId: number;
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    writerId = (await createWriter(t.deps)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (id: number) => {
    const html = (await t.app.inject(`/articles/${id}`)).body;
    const json = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] ?? 'null'),
    );
    const article = json.flatMap((j) => j['@graph'] ?? [j]).find((node) => node['@type'] === 'NewsArticle');
    return { html, article };
  };

  it('lets an article show its large picture and names the 1280 px variant of its thumbnail', async () => {
    const row = await createArticle(t.deps, { writerId, thumbnailUrl: '/media/seed/articles/1-1280.webp' });
    const { html, article } = await page(row?.id as number);
    expect(html).toContain('<meta name="robots" content="max-image-preview:large"/>');
    expect(article.image).toEqual([
      { '@type': 'ImageObject', url: `${t.deps.config.siteUrl}/media/seed/articles/1-1280.webp`, width: 1280 },
    ]);
    expect(article.image[0].width).toBeGreaterThanOrEqual(1200);
  });

  it('keeps a noindex article noindex, and names a picture of unknown size as it is', async () => {
    const row = await createArticle(t.deps, { writerId, noindex: true, thumbnailUrl: 'https://example.com/a.jpg' });
    const { html, article } = await page(row?.id as number);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('max-image-preview');
    expect(article.image).toEqual(['https://example.com/a.jpg']);
  });

  it('has wide PNG logos for SmartView, light and dark', async () => {
    for (const file of ['feed-logo.png', 'feed-logo-dark.png']) {
      const meta = await sharp(new URL(`../../public/${file}`, import.meta.url).pathname).metadata();
      expect(meta.format).toBe('png');
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeGreaterThan(2);
    }
  });
});
