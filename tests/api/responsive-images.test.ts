// An uploaded photo reaches readers as WebP variants in a srcset — hero, cards and body alike —
// while share cards keep the picture as uploaded.

import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle } from '../helpers/feed-factories.ts';
import { multipart } from '../helpers/multipart.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('uploaded pictures on public pages on %s', (kind) => {
  let t: TestApp;
  let original: string;
  let articleId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild });
    const writerId = (await createWriter(t.deps)).id;
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c87850' } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ name: 'file', filename: 'kitchen.jpg', data: jpeg }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      payload: form.payload,
      headers: { ...(await authHeader(t.deps, writerId)), ...form.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    original = uploaded.json().url;
    const described = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/media/update',
      headers: await authHeader(t.deps, writerId),
      payload: { id: uploaded.json().media.id, alt: 'まな板の並ぶ台所' },
    });
    expect(described.statusCode, described.body).toBe(200);
    const main = await createCategory(t.deps, { slug: 'living' });
    const categoryId = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
    articleId = (
      await createPublishedArticle(t.deps, 1, {
        writerId,
        categoryId,
        title: '台所の写真',
        thumbnailUrl: original,
        bodyHtml: `<p>写真です。</p><figure><img src="${original}" alt="片づいた台所" loading="lazy" /></figure>`,
      })
    ).id;
  });
  afterAll(() => t?.close());

  const webp = (size: number) => original.replace(/\.jpg$/, `-${size}.webp`);

  it('shows the article with its hero and body pictures as WebP variants, sized, the hero described', async () => {
    const page = await t.app.inject(`/articles/${articleId}`);
    expect(page.statusCode).toBe(200);
    const tags = page.body.match(/<img\b[^>]*>/g) ?? [];
    const hero = tags.find((tag) => tag.includes('fetchPriority') || tag.includes('fetchpriority'));
    expect(hero).toContain(`src="${webp(1280)}"`);
    expect(hero).toContain(`${webp(320)} 320w`);
    // The hero is read out as the library describes the picture.
    expect(hero).toContain('alt="まな板の並ぶ台所"');
    const body = tags.find((tag) => tag.includes('片づいた台所'));
    expect(body).toContain(`src="${webp(1280)}"`);
    expect(body).toContain(`${webp(640)} 640w`);
    expect(body).toContain('width="1600" height="900"');
    expect(tags.join('')).not.toContain(`"${original}"`);
    // A share card shows the picture as uploaded.
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost:3000${original}"`);
  });

  it('shows the card on the category page as a WebP variant', async () => {
    const page = await t.app.inject('/living/kitchen');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(webp(640));
    expect(page.body).not.toContain(`"${original}"`);
  });

  it('serves the variants as WebP, much smaller than the upload', async () => {
    const variant = await t.app.inject(webp(640));
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(variant.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });
});
