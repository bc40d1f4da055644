import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, media } from '../../server/db/schema/content.ts';
import { ads, shopItems } from '../../server/db/schema/site.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';
import { multipart } from '../helpers/multipart.ts';

type Auth = Record<string, string>;
type Variant = { width: number; url: string };

const photo = (width: number, height: number, background = { r: 200, g: 120, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header claims a huge canvas: a decompression bomb in about 100 bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testDatabases)('media library on %s', (kind) => {
  let t: TestApp;
  let writerId: number;
  let writer: Auth;
  let admin: Auth;
  beforeAll(async () => {
    t = await build(kind);
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
  });
  afterAll(() => t?.close());

  const upload = (filename: string, data: Buffer, auth: Auth = writer, query = '') => {
    const body = multipart([{ name: 'file', filename, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/media${query}`,
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  };
  const onDisk = (url: string) => {
    const storage = t.deps.config.media;
    if (storage.storage !== 'local') throw new Error('these tests read the local media folder');
    return path.join(storage.dir, url.replace('/media/', ''));
  };
  const mediaCount = async () => (await t.deps.db.select({ n: count() }).from(media))[0]?.n;
  const get = (url: string, auth: Auth = writer) => t.app.inject({ url, headers: auth });
  const remove = (id: number | string, auth: Auth = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/media/delete?id=${id}`, headers: auth });

  describe('POST /api/v1/media', () => {
    it('stores a JPEG without its EXIF, with WebP variants at every width, none wider than the original', async () => {
      const jpeg = await photo(1000, 600)
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload('Family Photo.JPG', jpeg);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{12}-family-photo\.jpg$/);
      expect(body.variants.map((v: Variant) => v.width)).toEqual([320, 640, 960, 1280]);
      const stored = await sharp(onDisk(body.url)).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 1000, height: 600 });
      expect(stored.exif).toBeUndefined();
      for (const v of body.variants as Variant[]) {
        expect(v.url).toMatch(new RegExp(`-${v.width}\\.webp$`));
        const meta = await sharp(onDisk(v.url)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: Math.min(v.width, 1000) });
        expect(meta.exif).toBeUndefined();
      }
      expect(body.media).toMatchObject({
        url: body.url,
        variants: body.variants,
        width: 1000,
        height: 600,
        mime: 'image/jpeg',
        writer_id: writerId,
      });
      expect(body.media.bytes).toBeGreaterThan(0);
    });

    it('turns a photo upright by its EXIF orientation before dropping the tag', async () => {
      // Orientation 6: the camera was turned; the picture is shown 90° clockwise.
      const sideways = await photo(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const body = (await upload('sideways.jpg', sideways)).json();
      expect(body.media).toMatchObject({ width: 200, height: 400 });
      const stored = await sharp(onDisk(body.url)).metadata();
      expect(stored).toMatchObject({ width: 200, height: 400 });
      expect(stored.orientation).toBeUndefined();
    });

    it('makes every variant for a large picture, and a tiny one at its own size under each width', async () => {
      const large = (await upload('large.png', await photo(1600, 900).png().toBuffer())).json();
      expect(large.variants.map((v: Variant) => v.width)).toEqual([320, 640, 960, 1280]);
      expect((await sharp(onDisk(large.variants[3].url)).metadata()).width).toBe(1280);
      const tiny = (await upload('icon.png', await photo(200, 200).png().toBuffer())).json();
      expect(tiny.variants.map((v: Variant) => v.width)).toEqual([320, 640, 960, 1280]);
      for (const v of tiny.variants as Variant[]) expect((await sharp(onDisk(v.url)).metadata()).width).toBe(200);
    });

    it('accepts PNG, WebP and AVIF and keeps their format', async () => {
      for (const [name, data, mime] of [
        ['pic.png', await photo(700, 400).png().toBuffer(), 'image/png'],
        ['pic.webp', await photo(700, 400).webp().toBuffer(), 'image/webp'],
        ['pic.avif', await photo(400, 300).avif().toBuffer(), 'image/avif'],
      ] as const) {
        const res = await upload(name, data);
        expect(res.statusCode, name).toBe(201);
        expect(res.json().media.mime).toBe(mime);
        expect(res.json().url.endsWith(path.extname(name))).toBe(true);
        expect(existsSync(onDisk(res.json().url))).toBe(true);
      }
    });

    it('keeps only the first frame of a GIF, stored as PNG', async () => {
      const red = await photo(40, 30, { r: 255, g: 0, b: 0 }).png().toBuffer();
      const blue = await photo(40, 30, { r: 0, g: 0, b: 255 }).png().toBuffer();
      const gif = await sharp([red, blue], { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(gif).metadata()).pages).toBe(2);
      const body = (await upload('anim.gif', gif)).json();
      expect(body.url).toMatch(/-anim\.png$/);
      expect(body.media).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
      const stored = await sharp(onDisk(body.url)).metadata();
      expect(stored.pages ?? 1).toBe(1);
      const { dominant } = await sharp(onDisk(body.url)).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.b).toBeLessThan(50);
    });

    it('takes files above the 2 MB JSON body limit (up to 10 MB)', async () => {
      const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
      expect((await upload('noise.png', noise)).statusCode).toBe(201);
    });

    it('lets an admin upload too', async () => {
      expect((await upload('by-admin.png', await photo(30, 30).png().toBuffer(), admin)).statusCode).toBe(201);
    });

    it('keeps the stored name safe whatever the file is called', async () => {
      const png = await photo(20, 20).png().toBuffer();
      for (const name of ['../../etc/passwd.png', '"><script>alert(1)</script>.png', "x'; drop table media;--.png"]) {
        const res = await upload(name, png);
        expect(res.statusCode, name).toBe(201);
        expect(res.json().url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{12}-[a-z0-9-]+\.png$/);
      }
      const japanese = (await upload('家族の写真.png', png)).json();
      expect(japanese.url).toMatch(/-image\.png$/);
    });

    it('judges the type by the bytes: a text file named .png and an SVG are refused with 415, nothing stored', async () => {
      const before = await mediaCount();
      const fake = await upload('evil.png', Buffer.from('MZ this is not an image at all, it only pretends to be one'));
      expect(fake.statusCode).toBe(415);
      expect(fake.json()).toEqual({ message: 'JPEG・PNG・WebP・GIF・AVIF の画像のみアップロードできます' });
      const svg = await upload(
        'x.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
      expect(svg.statusCode).toBe(415);
      const svgAsPng = await upload(
        'x.png',
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      );
      expect(svgAsPng.statusCode).toBe(415);
      const tiff = await upload('x.jpg', await photo(10, 10).tiff().toBuffer());
      expect(tiff.statusCode).toBe(415);
      expect(await mediaCount()).toBe(before);
    });

    it('refuses a decompression bomb (over 40 megapixels) and a broken image with 422', async () => {
      const before = await mediaCount();
      const bomb = await upload('bomb.png', pngClaiming(10_000, 10_000));
      expect(bomb.statusCode).toBe(422);
      expect(bomb.json().errors.file[0]).toContain('4000万画素');
      const broken = await upload(
        'broken.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]),
      );
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors.file).toHaveLength(1);
      expect(await mediaCount()).toBe(before);
    });

    it('refuses files over 10 MB with 413 and a Japanese message', async () => {
      const before = await mediaCount();
      const res = await upload('big.jpg', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'ファイルサイズは10MBまでです' });
      expect(await mediaCount()).toBe(before);
    });

    it('answers 422 without a file', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: writer, payload: {} });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors.file).toEqual(['画像ファイルを選んでください']);
      const fieldsOnly = multipart([{ name: 'title', data: 'no file here' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media',
        payload: fieldsOnly.payload,
        headers: { ...writer, ...fieldsOnly.headers },
      });
      expect(res.statusCode).toBe(422);
    });

    it('points a file uploaded again at the picture already made from it, when asked to, storing nothing', async () => {
      const file = await photo(64, 48, { r: 12, g: 200, b: 90 }).png().toBuffer();
      const first = await upload('balcony.png', file);
      expect(first.statusCode, first.body).toBe(201);
      const before = await mediaCount();
      const again = await upload('balcony (1).png', file, admin, '?duplicate=refuse');
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toEqual({ message: '同じ画像がすでにメディアにあります', media: first.json().media });
      expect(await mediaCount()).toBe(before);
      // Another file, even the same picture saved again, is not the same file.
      const other = await photo(64, 48, { r: 12, g: 200, b: 91 }).png().toBuffer();
      expect((await upload('balcony.png', other, writer, '?duplicate=refuse')).statusCode).toBe(201);
      // Uploading the copy anyway (the default) stores it; a later check finds the newest, or the
      // one described.
      const copy = await upload('balcony.png', file, writer);
      expect(copy.statusCode).toBe(201);
      const third = await upload('balcony.png', file, writer, '?duplicate=refuse');
      expect(third.json().media.id).toBe(copy.json().media.id);
      const described = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/media/update',
        headers: writer,
        payload: { id: first.json().media.id, alt: 'ベランダの鉢植え' },
      });
      expect(described.statusCode).toBe(200);
      const fourth = await upload('balcony.png', file, writer, '?duplicate=refuse');
      expect(fourth.json().media).toMatchObject({ id: first.json().media.id, alt: 'ベランダの鉢植え' });
      expect((await upload('balcony.png', file, writer, '?duplicate=maybe')).statusCode).toBe(422);
    });

    it('answers 401 without a session or with a bad token', async () => {
      const png = await photo(10, 10).png().toBuffer();
      expect((await upload('a.png', png, {})).statusCode).toBe(401);
      expect((await upload('a.png', png, { authorization: 'JWT not-a-token' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/media and /search', () => {
    let uploader: { id: number; auth: Auth };
    let urls: string[];
    beforeAll(async () => {
      const row = await createWriter(t.deps);
      uploader = { id: row.id, auth: await authHeader(t.deps, row.id) };
      urls = [];
      for (const name of ['Sakura Flower.png', 'kitchen-1.png', 'kitchen-2.png']) {
        urls.push((await upload(name, await photo(50, 50).png().toBuffer(), uploader.auth)).json().url);
      }
    });

    it('lists the whole shared library newest first, urls matching media', async () => {
      const list = (await get('/api/v1/media?per=3')).json();
      expect(list.urls).toEqual([...urls].reverse());
      expect(list.urls).toEqual(list.media.map((m: { url: string }) => m.url));
      expect(list.media[0]).toMatchObject({ writer_id: uploader.id, mime: 'image/png', width: 50, height: 50 });
      expect(list.meta).toMatchObject({ page: 1, per: 3 });
      expect(list.meta.total).toBe(await mediaCount());
      expect(list.meta.total_pages).toBe(Math.ceil(list.meta.total / 3));
    });

    it('pages through without gaps or repeats', async () => {
      const first = (await get('/api/v1/media?per=2&page=1')).json();
      const second = (await get('/api/v1/media?per=2&page=2')).json();
      expect(second.urls[0]).toBe(urls[0]);
      expect(first.urls).not.toContain(second.urls[0]);
      const beyond = (await get('/api/v1/media?per=2&page=9999')).json();
      expect(beyond.urls).toEqual([]);
      expect(beyond.meta.total).toBe(first.meta.total);
      expect((await get('/api/v1/media')).json().meta.per).toBe(20);
    });

    it('refuses bad paging with 422', async () => {
      for (const q of ['per=0', 'per=101', 'page=0', 'page=abc', 'per=-1']) {
        const res = await get(`/api/v1/media?${q}`);
        expect(res.statusCode, q).toBe(422);
        expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
      }
    });

    it('searches by file name, ignoring case, width and word breaks', async () => {
      for (const keyword of ['SAKURA', 'sakura flower', 'ｓａｋｕｒａ', 'Sakura-Flower']) {
        const found = (await get(`/api/v1/media/search?keyword=${encodeURIComponent(keyword)}`)).json();
        expect(found.urls, keyword).toEqual([urls[0]]);
        expect(found.meta.total).toBe(1);
      }
      const kitchen = (await get('/api/v1/media/search?keyword=kitchen&per=1&page=2')).json();
      expect(kitchen.urls).toEqual([urls[1]]);
      expect(kitchen.meta).toMatchObject({ total: 2, total_pages: 2 });
    });

    it('searches by uploader, alone or with a keyword', async () => {
      const mine = (await get(`/api/v1/media/search?writer_id=${uploader.id}`)).json();
      expect(mine.urls).toEqual([...urls].reverse());
      const both = (await get(`/api/v1/media/search?writer_id=${uploader.id}&keyword=kitchen-2`)).json();
      expect(both.urls).toEqual([urls[2]]);
      const nobody = (await get('/api/v1/media/search?writer_id=999999')).json();
      expect(nobody).toMatchObject({ urls: [], media: [], meta: { total: 0 } });
    });

    it('treats wildcards and SQL in the keyword as plain text', async () => {
      for (const keyword of ['%', '_', "' or 1=1 --", '<script>alert(1)</script>', '写真']) {
        const res = await get(`/api/v1/media/search?keyword=${encodeURIComponent(keyword)}`);
        expect(res.statusCode, keyword).toBe(200);
        expect(res.json().urls, keyword).toEqual([]);
      }
    });

    it('refuses a too long keyword or a bad writer_id with 422', async () => {
      expect((await get(`/api/v1/media/search?keyword=${'a'.repeat(101)}`)).statusCode).toBe(422);
      expect((await get('/api/v1/media/search?writer_id=abc')).statusCode).toBe(422);
      expect((await get('/api/v1/media/search?writer_id=0')).statusCode).toBe(422);
    });

    it('needs a session', async () => {
      expect((await get('/api/v1/media', {})).statusCode).toBe(401);
      expect((await get('/api/v1/media/search?keyword=sakura', {})).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/v1/media/delete', () => {
    const uploadPng = async (name: string) =>
      (await upload(name, await photo(700, 300).png().toBuffer())).json() as {
        url: string;
        variants: Variant[];
        media: { id: number };
      };
    const filesOf = (item: { url: string; variants: Variant[] }) => [item.url, ...item.variants.map((v) => v.url)];

    it('lets an admin delete unused media, row and files', async () => {
      const unused = await uploadPng('unused.png');
      expect(filesOf(unused).every((url) => existsSync(onDisk(url)))).toBe(true);
      const res = await remove(unused.media.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: '画像を削除しました' });
      expect(filesOf(unused).some((url) => existsSync(onDisk(url)))).toBe(false);
      expect((await get('/api/v1/media?per=100')).json().urls).not.toContain(unused.url);
      expect((await remove(unused.media.id)).statusCode).toBe(404);
    });

    it('refuses media still in use, keeping row and files', async () => {
      const owner = await createWriter(t.deps);
      const used = {
        thumbnail: await uploadPng('thumb.png'),
        body: await uploadPng('in-body.png'),
        trashed: await uploadPng('in-trashed-article.png'),
        profile: await uploadPng('profile.png'),
        ad: await uploadPng('ad.png'),
        shop: await uploadPng('shop.png'),
      };
      await createArticle(t.deps, { writerId: owner.id, thumbnailUrl: used.thumbnail.url });
      await createArticle(t.deps, {
        writerId: owner.id,
        bodyHtml: `<p>本文</p><img src="${used.body.variants[1]?.url}" srcset="${used.body.variants[0]?.url} 320w">`,
      });
      await createArticle(t.deps, {
        writerId: owner.id,
        thumbnailUrl: used.trashed.variants[0]?.url,
        deletedAt: new Date(),
      });
      await createWriter(t.deps, { profileImgUrl: `http://localhost:3000${used.profile.url}` });
      await t.deps.db.insert(ads).values({ provider: 'salvia', src: used.ad.url, link: 'https://example.com/ad' });
      await t.deps.db
        .insert(shopItems)
        .values({ photo: used.shop.url, title: '手作りカレンダー', link: 'https://example.com/shop' });

      // The refusal says where: the article by name, the other places counted.
      const place: Record<keyof typeof used, RegExp> = {
        thumbnail: /^この画像は記事「記事[^」]+」で使われているため削除できません$/,
        body: /^この画像は記事「記事[^」]+」で/,
        trashed: /^この画像は記事「記事[^」]+」で/,
        profile: /^この画像はプロフィール1件で/,
        ad: /^この画像は広告1件で/,
        shop: /^この画像はショップ1件で/,
      };
      for (const [what, item] of Object.entries(used) as [keyof typeof used, (typeof used)[keyof typeof used]][]) {
        const res = await remove(item.media.id);
        expect(res.statusCode, what).toBe(422);
        expect(res.json().errors.id[0], what).toMatch(place[what]);
        expect(
          filesOf(item).every((url) => existsSync(onDisk(url))),
          what,
        ).toBe(true);
        expect(
          (await get(`/api/v1/media/search?keyword=${item.url.split('/').pop()?.slice(0, 12)}`)).json().urls,
        ).toEqual([item.url]);
      }
    });

    it('lists where a picture is used, trashed articles included, for the library details', async () => {
      const owner = await createWriter(t.deps);
      const item = await uploadPng('usage.png');
      const live = await createArticle(t.deps, { writerId: owner.id, title: '使用中の記事', ogImageUrl: item.url });
      const trashed = await createArticle(t.deps, {
        writerId: owner.id,
        title: 'ゴミ箱の記事',
        bodyHtml: `<p><img src="${item.variants[0]?.url}" alt="棚"></p>`,
        deletedAt: new Date(),
      });
      await createWriter(t.deps, { profileImgUrl: item.url });
      const res = await get(`/api/v1/media/usage?id=${item.media.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        articles: [
          { id: live.id, title: '使用中の記事', in_trash: false },
          { id: trashed.id, title: 'ゴミ箱の記事', in_trash: true },
        ],
        writers: 1,
        ads: 0,
        shop_items: 0,
      });
      expect((await remove(item.media.id)).json().errors.id[0]).toBe(
        'この画像は記事「使用中の記事」ほか1件・プロフィール1件で使われているため削除できません',
      );
      expect((await get('/api/v1/media/usage?id=999999')).statusCode).toBe(404);
    });

    it('follows an article as its pictures change, however the address is written', async () => {
      const owner = await createWriter(t.deps);
      const item = await uploadPng('follows.png');
      const article = await createArticle(t.deps, {
        writerId: owner.id,
        bodyHtml: `<figure><img src="https://salvia.example${item.variants[2]?.url}" alt="棚"></figure>`,
      });
      const listed = async () =>
        (await get(`/api/v1/media/usage?id=${item.media.id}`)).json().articles.map((a: { id: number }) => a.id);
      expect(await listed()).toEqual([article.id]);
      await t.deps.db.update(articles).set({ bodyHtml: '<p>写真を外しました</p>' }).where(eq(articles.id, article.id));
      expect(await listed()).toEqual([]);
      await t.deps.db.update(articles).set({ thumbnailUrl: item.url }).where(eq(articles.id, article.id));
      expect(await listed()).toEqual([article.id]);
      expect((await remove(item.media.id)).statusCode).toBe(422);
    });

    it('lets the uploader and admins describe a picture, found by that text afterwards', async () => {
      const item = await uploadPng('described.png');
      const describe = (alt: unknown, auth: Auth) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/v1/media/update',
          headers: auth,
          payload: { id: item.media.id, alt },
        });
      const mine = await describe('  白い棚に並んだ保存容器  ', writer);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().media.alt).toBe('白い棚に並んだ保存容器');
      const other = await authHeader(t.deps, (await createWriter(t.deps)).id);
      expect((await describe('書き換え', other)).statusCode).toBe(403);
      expect((await describe('棚'.repeat(201), admin)).json().errors.alt[0]).toBe(
        '代替テキストは200文字以内にしてください',
      );
      expect((await describe('保存容器のキッチン棚', admin)).statusCode).toBe(200);
      expect((await describe('書き換え', other)).statusCode).toBe(403);
      // Words in any order, katakana by hiragana, with the file name too.
      for (const keyword of ['保存容器', 'きっちん 保存', 'described 棚']) {
        const found = await get(`/api/v1/media/search?keyword=${encodeURIComponent(keyword)}`);
        expect(
          found.json().media.map((m: { id: number; alt: string }) => [m.id, m.alt]),
          keyword,
        ).toEqual([[item.media.id, '保存容器のキッチン棚']]);
      }
    });

    it('lets any writer describe a picture nobody has described yet, and only once', async () => {
      const item = await uploadPng('undescribed.png');
      const describe = (alt: string, auth: Auth) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/v1/media/update',
          headers: auth,
          payload: { id: item.media.id, alt },
        });
      const other = await authHeader(t.deps, (await createWriter(t.deps)).id);
      const first = await describe('ベランダの物干し竿', other);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().media.alt).toBe('ベランダの物干し竿');
      const later = await authHeader(t.deps, (await createWriter(t.deps)).id);
      expect((await describe('別の説明', later)).statusCode).toBe(403);
      expect((await describe('別の説明', other)).statusCode).toBe(403);
      expect((await describe('アップロードした人の説明', writer)).statusCode).toBe(200);
    });

    it('is for admins only: 401 anonymous, 403 writer, nothing changed', async () => {
      const item = await uploadPng('kept.png');
      expect((await remove(item.media.id, {})).statusCode).toBe(401);
      const asWriter = await remove(item.media.id, writer);
      expect(asWriter.statusCode).toBe(403);
      expect(asWriter.json().message).toBeTruthy();
      expect(filesOf(item).every((url) => existsSync(onDisk(url)))).toBe(true);
      expect((await get('/api/v1/media?per=100')).json().urls).toContain(item.url);
    });

    it('answers 404 for an unknown id and 422 for a malformed one', async () => {
      expect((await remove(999_999)).statusCode).toBe(404);
      expect((await remove('abc')).statusCode).toBe(422);
      expect((await remove('1%20or%201=1')).statusCode).toBe(422);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/media/delete', headers: admin })).statusCode).toBe(
        422,
      );
    });
  });

  describe('GET /media/…', () => {
    it('serves uploaded files but never a file reached through a symbolic link', async () => {
      const { dataDir } = t.deps.config;
      const mediaDir = path.dirname(onDisk('/media/x'));
      writeFileSync(path.join(dataDir, 'secret'), 'the-signing-secret');
      mkdirSync(path.join(mediaDir, '2026'), { recursive: true });
      symlinkSync('../../secret', path.join(mediaDir, '2026', 'leak.png'));
      symlinkSync(dataDir, path.join(mediaDir, 'whole'));
      const { url } = (await upload('served.png', await photo(300, 200).png().toBuffer())).json();

      expect((await t.app.inject({ url })).statusCode).toBe(200);
      for (const url of ['/media/2026/leak.png', '/media/whole/secret']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('the-signing-secret');
      }
    });
  });
});
