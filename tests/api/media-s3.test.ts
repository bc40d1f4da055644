// MEDIA_STORAGE=s3 end to end, against an S3-protocol server through the real AWS SDK: uploads and
// imports land in the bucket with every variant, readers are sent there (and the page's policy lets
// them load it), deleting takes every object away, and an object already gone is no obstacle.
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle } from '../helpers/feed-factories.ts';
import { multipart } from '../helpers/multipart.ts';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

type Auth = Record<string, string>;
type Uploaded = { url: string; variants: { width: number; url: string }[]; media: { id: number; bytes: number } };

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5a8c6e' } })
    .jpeg()
    .toBuffer();

/** Another site with one picture on it, for the import. */
async function otherSite(picture: Buffer) {
  const server = http.createServer((req, res) => {
    if (req.url === '/photos/garden.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases)('media on S3 on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let writerId: number;
  let writer: Auth;
  let admin: Auth;
  beforeAll(async () => {
    s3 = await startS3Server();
    // The other site of the import test lives on 127.0.0.1, which only this setting lets through.
    t = await build(kind, { env: { ...s3.env, MEDIA_IMPORT_ALLOWED_ADDRESSES: '127.0.0.1' }, ssrBuild });
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keyOf = (url: string) => {
    expect(url.startsWith(`${s3.publicUrl}/`), url).toBe(true);
    return url.slice(s3.publicUrl.length + 1);
  };
  const urlsOf = (u: Uploaded) => [u.url, ...u.variants.map((v) => v.url)];
  const upload = async (filename: string, data: Buffer): Promise<Uploaded> => {
    const form = multipart([{ name: 'file', filename, data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      payload: form.payload,
      headers: { ...writer, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/media/delete?id=${id}`, headers: admin });

  it('stores the upload and every WebP variant in the bucket, typed and cached for good, public at S3_PUBLIC_URL', async () => {
    const uploaded = await upload('Garden Path.jpg', await jpeg(1600, 900));
    expect(uploaded.url).toMatch(/\/\d{4}\/\d{2}\/[0-9a-f]{12}-garden-path\.jpg$/);
    expect(uploaded.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    const objects = await s3.objects();
    for (const url of urlsOf(uploaded)) {
      const key = keyOf(url);
      const head = await s3.head(key);
      expect(head.ContentType, key).toBe(key.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(head.CacheControl, key).toBe('public, max-age=31536000, immutable');
      // What a reader's browser gets at the public URL is the stored picture.
      const served = await fetch(url);
      expect(served.status, url).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(objects.get(key));
      const width = Number(/-(\d+)\.webp$/.exec(key)?.[1] ?? 1600);
      expect(await sharp(bytes).metadata(), url).toMatchObject({
        format: key.endsWith('.webp') ? 'webp' : 'jpeg',
        width,
      });
    }
    expect(objects.get(keyOf(uploaded.url))).toBe(uploaded.media.bytes);
    // Nothing went to the local media folder.
    expect(existsSync(path.join(t.deps.config.dataDir, 'media'))).toBe(false);

    const listed = await t.app.inject({ url: '/api/v1/media', headers: writer });
    expect(listed.json().urls).toContain(uploaded.url);
  });

  it('shows readers the pictures from the bucket, and the page policy lets their browser load them', async () => {
    const uploaded = await upload('kitchen.jpg', await jpeg(1600, 900));
    const main = await createCategory(t.deps);
    const categoryId = (await createCategory(t.deps, { parentId: main.id })).id;
    const article = await createPublishedArticle(t.deps, 1, {
      writerId,
      categoryId,
      title: '庭の写真',
      thumbnailUrl: uploaded.url,
      bodyHtml: `<p>写真です。</p><figure><img src="${uploaded.url}" alt="小道" loading="lazy" /></figure>`,
    });
    const page = await t.app.inject(`/articles/${article.id}`);
    expect(page.statusCode).toBe(200);
    const variant = (width: number) => uploaded.variants.find((v) => v.width === width)?.url;
    const pictures = (page.body.match(/<img\b[^>]*>/g) ?? []).join('\n');
    expect(pictures).toContain(`src="${variant(1280)}"`);
    expect(pictures).toContain(`${variant(320)} 320w`);
    expect(pictures).not.toMatch(/src="\/media\//);
    expect(page.body).toContain(`<meta property="og:image" content="${uploaded.url}"`);

    const policy = String(page.headers['content-security-policy']);
    const imgSrc = policy.split('; ').find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain(new URL(s3.publicUrl).origin);
  });

  it('imports a picture from another site into the bucket, and knows its own bucket URL pasted back', async () => {
    const site = await otherSite(await jpeg(800, 500));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media/import',
        headers: writer,
        payload: { url: `${site.origin}/photos/garden.jpg` },
      });
      expect(res.statusCode, res.body).toBe(201);
      const imported: Uploaded = res.json();
      const objects = await s3.objects();
      for (const url of urlsOf(imported)) expect(objects.has(keyOf(url)), url).toBe(true);

      const before = (await s3.objects()).size;
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media/import',
        headers: writer,
        payload: { url: imported.url },
      });
      expect(again.statusCode).toBe(201);
      expect(again.json().media.id).toBe(imported.media.id);
      expect((await s3.objects()).size).toBe(before);
    } finally {
      await site.close();
    }
  });

  it('deletes every object of a picture nothing uses, and keeps those of one in use', async () => {
    const unused = await upload(
      'unused.png',
      await sharp(await jpeg(700, 400))
        .png()
        .toBuffer(),
    );
    const used = await upload('used.jpg', await jpeg(700, 400));
    await createWriter(t.deps, { profileImgUrl: used.url });

    const refused = await remove(used.media.id);
    expect(refused.statusCode).toBe(422);
    const kept = await s3.objects();
    for (const url of urlsOf(used)) expect(kept.has(keyOf(url)), url).toBe(true);

    const res = await remove(unused.media.id);
    expect(res.statusCode, res.body).toBe(200);
    const left = await s3.objects();
    for (const url of urlsOf(unused)) expect(left.has(keyOf(url)), url).toBe(false);
    for (const url of urlsOf(used)) expect(left.has(keyOf(url)), url).toBe(true);
  });

  it('answers an upload the store refuses (no such bucket) with an error, keeping no row', async () => {
    const astray = await build(kind, { env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const auth = await authHeader(astray.deps, (await createWriter(astray.deps)).id);
      const form = multipart([{ name: 'file', filename: 'lost.jpg', data: await jpeg(400, 300) }]);
      const res = await astray.app.inject({
        method: 'POST',
        url: '/api/v1/media',
        payload: form.payload,
        headers: { ...auth, ...form.headers },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('サーバーでエラーが発生しました');
      expect((await astray.deps.db.select({ n: count() }).from(media))[0]?.n).toBe(0);
    } finally {
      await astray.close();
    }
  });

  it('deletes a picture whose objects are partly gone already, and the rest with it', async () => {
    const uploaded = await upload('half-gone.jpg', await jpeg(900, 600));
    await s3.deleteObject(keyOf(uploaded.url));
    await s3.deleteObject(keyOf(uploaded.variants[1]?.url ?? ''));
    const rows = async () => (await t.deps.db.select({ n: count() }).from(media))[0]?.n;
    const before = await rows();

    const res = await remove(uploaded.media.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toBe((before ?? 0) - 1);
    const left = await s3.objects();
    for (const url of urlsOf(uploaded)) expect(left.has(keyOf(url)), url).toBe(false);
  });
});
