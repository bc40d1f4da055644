import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema/content.ts';
import { fetchRemoteImage } from '../../server/services/media/fetch-remote-image.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createWriter } from '../helpers/factories.ts';

/** Another site, on this machine: a picture, redirects (one leading inside), a page, a huge file. */
async function otherSite() {
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const [route] = (req.url ?? '').split('?');
    if (route === '/images/%E3%81%8A%E9%8D%8B.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (route === '/moved') res.writeHead(302, { location: '/images/%E3%81%8A%E9%8D%8B.jpg' }).end();
    else if (route === '/inside') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (route === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (route === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>ページ</html>');
    else if (route === '/huge') {
      // No content-length: the cap must hold while the bytes arrive.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const more = () => {
        while (sent < 12 && res.write(chunk)) sent++;
        if (sent < 12) res.once('drain', more);
        else res.end();
      };
      res.on('error', () => {});
      more();
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits, close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)) };
}

describe('fetching a picture from another site, with no address allowed inside', () => {
  it('refuses loopback, private, link-local and mapped addresses before any request is made', async () => {
    const site = await otherSite();
    try {
      for (const url of [
        `${site.origin}/images/%E3%81%8A%E9%8D%8B.jpg`,
        'http://10.0.0.8/a.jpg',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/a.jpg',
        `http://[::ffff:127.0.0.1]:${new URL(site.origin).port}/images/%E3%81%8A%E9%8D%8B.jpg`,
        'http://0.0.0.0/a.jpg',
      ]) {
        await expect(fetchRemoteImage(url, { allowedAddresses: [] }), url).rejects.toMatchObject({
          fields: { url: [expect.stringContaining('取り込めません')] },
        });
      }
      expect(site.hits).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe.each(testDatabases)('POST /api/v1/media/import on %s', (kind) => {
  let t: TestApp;
  let writer: Record<string, string>;
  let site: Awaited<ReturnType<typeof otherSite>>;
  beforeAll(async () => {
    site = await otherSite();
    // The test site is on 127.0.0.1, which only this setting lets through.
    t = await build(kind, { env: { MEDIA_IMPORT_ALLOWED_ADDRESSES: '127.0.0.1' } });
    writer = await authHeader(t.deps, (await createWriter(t.deps)).id);
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  const importing = (url: unknown, headers = writer) =>
    t.app.inject({ method: 'POST', url: '/api/v1/media/import', headers, payload: { url } });
  const mediaCount = async () => (await t.deps.db.select({ n: count() }).from(media))[0]?.n;

  it('stores the picture as our own, with WebP variants and its file name', async () => {
    const res = await importing(`${site.origin}/images/%E3%81%8A%E9%8D%8B.jpg`);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{12}-.*\.jpg$/);
    expect(body.media).toMatchObject({ width: 800, height: 500, mime: 'image/jpeg' });
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280]);
    const served = await t.app.inject({ url: body.variants[0].url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('follows a redirect on the same site, and answers our own picture without fetching it again', async () => {
    const res = await importing(`${site.origin}/moved`);
    expect(res.statusCode).toBe(201);
    const hitsBefore = site.hits.length;
    const again = await importing(`${t.deps.config.siteUrl}${res.json().url}`);
    expect(again.statusCode).toBe(201);
    expect(again.json().media.id).toBe(res.json().media.id);
    expect(site.hits.length).toBe(hitsBefore);
  });

  it('refuses a redirect into the network, endless redirects, pages, missing files and huge files, storing nothing', async () => {
    const before = await mediaCount();
    const inside = await importing(`${site.origin}/inside`);
    expect(inside.statusCode).toBe(422);
    expect(inside.json().errors.url[0]).toContain('取り込めません');
    const loop = await importing(`${site.origin}/loop`);
    expect(loop.json().errors.url[0]).toContain('転送が多すぎます');
    const page = await importing(`${site.origin}/page`);
    expect(page.statusCode).toBe(415);
    const missing = await importing(`${site.origin}/nothing.jpg`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.url[0]).toContain('404');
    const huge = await importing(`${site.origin}/huge`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('10MB');
    expect(await mediaCount()).toBe(before);
  });

  it('takes only http and https URLs, and only from signed-in writers', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.jpg', 'not a url', 42]) {
      const res = await importing(url);
      expect(res.statusCode, String(url)).toBe(422);
      expect(res.json().errors.url[0]).toContain('画像のURL');
    }
    expect((await importing(`${site.origin}/moved`, {})).statusCode).toBe(401);
  });
});
