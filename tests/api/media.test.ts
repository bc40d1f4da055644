import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';

function multipart(filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----salvia${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });

describe.each(testDatabases)('media library on %s', (kind) => {
  let t: TestApp;
  let writer: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await build(kind);
    writer = await authHeader(t.deps, (await createWriter(t.deps)).id);
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
  });
  afterAll(() => t?.close());

  const upload = (filename: string, data: Buffer, auth: Record<string, string> = writer) => {
    const body = multipart(filename, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  };
  const onDisk = (url: string) => path.join(t.deps.config.dataDir, 'media', url.replace('/media/', ''));

  it('stores a JPEG without its EXIF, upright, with WebP variants never wider than the original', async () => {
    const jpeg = await photo(1000, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('家族の写真.JPG', jpeg);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{12}-image\.jpg$/);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960]);
    const stored = await sharp(onDisk(body.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBe(1000);
    for (const v of body.variants) {
      const meta = await sharp(onDisk(v.url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
    }
    expect(body.media).toMatchObject({ width: 1000, height: 600, mime: 'image/jpeg' });
  });

  it('accepts PNG and WebP, and keeps a tiny image at its own width', async () => {
    expect((await upload('icon.png', await photo(200, 200).png().toBuffer())).json().variants).toEqual([
      expect.objectContaining({ width: 200 }),
    ]);
    expect((await upload('pic.webp', await photo(700, 400).webp().toBuffer())).statusCode).toBe(201);
  });

  it('judges the type by the bytes: a text file named .png and an SVG are refused with 415', async () => {
    const fake = await upload('evil.png', Buffer.from('MZ this is not an image at all, it only pretends to be one'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('JPEG・PNG・WebP・GIF・AVIF の画像のみアップロードできます');
    const svg = await upload(
      'x.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(415);
  });

  it('refuses files over 10 MB with 413 and a Japanese message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    const res = await upload('big.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('ファイルサイズは10MBまでです');
  });

  it('answers 422 without a file and 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: writer, payload: {} })).statusCode,
    ).toBe(422);
    expect((await upload('a.png', await photo(10, 10).png().toBuffer(), {})).statusCode).toBe(401);
  });

  it('lists newest first with urls, and searches by file name', async () => {
    await upload('sakura-flower.png', await photo(50, 50).png().toBuffer());
    const list = (await t.app.inject({ url: '/api/v1/media?per=2', headers: writer })).json();
    expect(list.urls[0]).toContain('sakura-flower');
    expect(list.urls).toEqual(list.media.map((m: { url: string }) => m.url));
    expect(list.meta.per).toBe(2);
    const found = (await t.app.inject({ url: '/api/v1/media/search?keyword=SAKURA', headers: writer })).json();
    expect(found.urls).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/v1/media' })).statusCode).toBe(401);
  });

  it('lets admins delete unused media only, files included', async () => {
    const unused = (await upload('unused.png', await photo(400, 300).png().toBuffer())).json();
    const used = (await upload('used.png', await photo(400, 300).png().toBuffer())).json();
    const owner = await createWriter(t.deps);
    await createArticle(t.deps, { writerId: owner.id, thumbnailUrl: used.variants[0].url });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/media/delete?id=${unused.media.id}`, headers: writer }))
        .statusCode,
    ).toBe(403);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/media/delete?id=${used.media.id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(422);
    expect(existsSync(onDisk(used.url))).toBe(true);
    const done = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/media/delete?id=${unused.media.id}`,
      headers: admin,
    });
    expect(done.statusCode).toBe(200);
    expect(existsSync(onDisk(unused.url))).toBe(false);
    expect(existsSync(onDisk(unused.variants[0].url))).toBe(false);
  });
});
