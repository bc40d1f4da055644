// `npm run media:to-s3`: media uploaded while MEDIA_STORAGE was local move to an S3 bucket (an
// S3-protocol server here), every stored address follows them, and a second run has nothing to do.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicCache } from '../../server/cache/public-cache.ts';
import { type Config, parseConfig } from '../../server/config.ts';
import { writers } from '../../server/db/schema/accounts.ts';
import { articles, media } from '../../server/db/schema/content.ts';
import { articleRevisions } from '../../server/db/schema/editorial.ts';
import { ads, shopItems } from '../../server/db/schema/site.ts';
import { moveMediaToS3, NotOnS3Error } from '../../server/services/media/move-media-to-s3.ts';
import { build, TEST_JWT_SECRET, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';
import { multipart } from '../helpers/multipart.ts';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.ts';

type Uploaded = { url: string; variants: { width: number; url: string }[]; media: { id: number } };

const ELSEWHERE = 'https://example.com/media/2026/01/not-ours.jpg';

describe.each(testDatabases)('moving local media to S3 on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let s3Config: Config;
  let auth: Record<string, string>;
  let photo: Uploaded;
  let avatar: Uploaded;
  let articleId: number;
  let ids: { writer: number; ad: number; shopItem: number; revision: number };
  /** Every file of the local media folder, by key, with its size. */
  let localFiles: Map<string, number>;

  const upload = async (filename: string, color: string): Promise<Uploaded> => {
    const data = await sharp({ create: { width: 1400, height: 800, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ name: 'file', filename, data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await build(kind);
    const writerId = (await createWriter(t.deps)).id;
    auth = await authHeader(t.deps, writerId);
    photo = await upload('living room.jpg', '#d0a070');
    avatar = await upload('face.jpg', '#7090c0');
    const site = t.deps.config.siteUrl;
    const bodyJson = {
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: photo.url, alt: '居間' } },
        { type: 'image', attrs: { src: ELSEWHERE, alt: 'よそ' } },
      ],
    };
    const bodyHtml = `<p><img src="${photo.url}" alt="居間" /></p><p><img src="${ELSEWHERE}" alt="よそ" /><a href="${site}${photo.url}">元の写真</a></p>`;
    const article = await createArticle(t.deps, {
      writerId,
      bodyHtml,
      bodyJson,
      thumbnailUrl: `${site}${photo.url}`,
      ogImageUrl: photo.variants[3]?.url,
    });
    articleId = article?.id ?? 0;
    const [revision] = await t.deps.db
      .insert(articleRevisions)
      .values({
        articleId,
        writerId,
        kind: 'save',
        title: '前の版',
        lead: '',
        bodyHtml,
        bodyJson,
        fields: {
          thumbnail_url: photo.url,
          category_id: null,
          tag_ids: [],
          status: 'draft',
          published_at: null,
          is_pr: false,
          sponsor: null,
          is_highlight: false,
        },
      })
      .returning();
    const withAvatar = await createWriter(t.deps, { profileImgUrl: avatar.variants[0]?.url });
    const [ad] = await t.deps.db
      .insert(ads)
      .values({ provider: 'self', src: avatar.url, link: 'https://example.com/' })
      .returning();
    const [item] = await t.deps.db
      .insert(shopItems)
      .values({ photo: `${site}${avatar.variants[1]?.url}`, title: '棚', link: 'https://example.com/shelf' })
      .returning();
    ids = { writer: withAvatar.id ?? 0, ad: ad?.id ?? 0, shopItem: item?.id ?? 0, revision: revision?.id ?? 0 };

    const dir = path.join(t.deps.config.dataDir, 'media');
    localFiles = new Map(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => {
          const file = path.join(e.parentPath, e.name);
          return [path.relative(dir, file).split(path.sep).join('/'), statSync(file).size];
        }),
    );
    // The same installation (data folder, database) with the bucket configured.
    s3Config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.deps.config.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      ...s3.env,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const onS3 = (url: string) => `${s3.publicUrl}/${url.replace(/^\/media\//, '')}`;
  const move = (options: { dryRun: boolean }, publicCache = createPublicCache(0)) =>
    moveMediaToS3({ db: t.deps.db, config: s3Config, publicCache }, options);
  const stored = async () => ({
    media: await t.deps.db.select().from(media).orderBy(media.id),
    article: (await t.deps.db.select().from(articles).where(eq(articles.id, articleId)))[0],
    revision: (await t.deps.db.select().from(articleRevisions).where(eq(articleRevisions.id, ids.revision)))[0],
    writer: (await t.deps.db.select().from(writers).where(eq(writers.id, ids.writer)))[0]?.profileImgUrl,
    ad: (await t.deps.db.select().from(ads).where(eq(ads.id, ids.ad)))[0]?.src,
    shopItem: (await t.deps.db.select().from(shopItems).where(eq(shopItems.id, ids.shopItem)))[0]?.photo,
  });

  it('refuses while MEDIA_STORAGE is local, saying what to set', async () => {
    await expect(moveMediaToS3(t.deps, { dryRun: true })).rejects.toThrow(NotOnS3Error);
    await expect(moveMediaToS3(t.deps, { dryRun: true })).rejects.toThrow(/MEDIA_STORAGE=s3/);
  });

  it('counts in a dry run what it would do, changing nothing', async () => {
    const before = await stored();
    const report = await move({ dryRun: true });
    expect(report.files).toMatchObject({ files: 10, copied: 10, skipped: 0 });
    expect(report.rows).toEqual({ media: 2, articles: 1, revisions: 1, writers: 1, ads: 1, shopItems: 1 });
    expect((await s3.objects()).size).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('copies every local file to the bucket, typed, and points every stored address at it', async () => {
    const cache = createPublicCache(60);
    await cache.remember('home', async () => ({ thumbnail: photo.url }));
    const report = await move({ dryRun: false }, cache);
    expect(report.files).toMatchObject({ files: localFiles.size, copied: localFiles.size, skipped: 0 });
    expect(report.rows).toEqual({ media: 2, articles: 1, revisions: 1, writers: 1, ads: 1, shopItems: 1 });

    expect(await s3.objects()).toEqual(localFiles);
    const head = await s3.head(photo.variants[0]?.url.replace('/media/', '') ?? '');
    expect(head).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' });
    expect((await s3.head(photo.url.replace('/media/', ''))).ContentType).toBe('image/jpeg');

    const now = await stored();
    expect(now.media.map((m) => [m.url, m.variants.map((v) => v.url)])).toEqual(
      [photo, avatar].map((u) => [onS3(u.url), u.variants.map((v) => onS3(v.url))]),
    );
    expect(now.article?.thumbnailUrl).toBe(onS3(photo.url));
    expect(now.article?.ogImageUrl).toBe(onS3(photo.variants[3]?.url ?? ''));
    expect(now.article?.bodyHtml).toBe(
      `<p><img src="${onS3(photo.url)}" alt="居間" /></p><p><img src="${ELSEWHERE}" alt="よそ" /><a href="${onS3(photo.url)}">元の写真</a></p>`,
    );
    expect(now.article?.bodyJson).toEqual({
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: onS3(photo.url), alt: '居間' } },
        { type: 'image', attrs: { src: ELSEWHERE, alt: 'よそ' } },
      ],
    });
    expect(now.revision?.bodyHtml).toBe(now.article?.bodyHtml);
    expect(now.revision?.bodyJson).toEqual(now.article?.bodyJson);
    expect(now.revision?.fields.thumbnail_url).toBe(onS3(photo.url));
    expect(now.writer).toBe(onS3(avatar.variants[0]?.url ?? ''));
    expect(now.ad).toBe(onS3(avatar.url));
    expect(now.shopItem).toBe(onS3(avatar.variants[1]?.url ?? ''));
    // The moved addresses still serve, and the library still knows where each picture is used.
    expect((await fetch(now.article?.thumbnailUrl ?? '')).status).toBe(200);
    const usage = await t.app.inject({ url: `/api/v1/media/usage?id=${photo.media.id}`, headers: auth });
    expect(usage.json().articles.map((a: { id: number }) => a.id)).toEqual([articleId]);
    // Pages cached before the move are not served again.
    expect(await cache.remember('home', async () => ({ thumbnail: onS3(photo.url) }))).toEqual({
      thumbnail: onS3(photo.url),
    });
  });

  it('has nothing to do when run again, and copies only what is missing after an interruption', async () => {
    const again = await move({ dryRun: false });
    expect(again.files).toMatchObject({ copied: 0, skipped: localFiles.size });
    expect(again.rows).toEqual({ media: 0, articles: 0, revisions: 0, writers: 0, ads: 0, shopItems: 0 });

    const lost = avatar.variants[2]?.url.replace('/media/', '') ?? '';
    await s3.deleteObject(lost);
    const resumed = await move({ dryRun: false });
    expect(resumed.files).toMatchObject({ copied: 1, skipped: localFiles.size - 1 });
    expect((await s3.objects()).get(lost)).toBe(localFiles.get(lost));
  });
});

describe('npm run media:to-s3', () => {
  it('refuses clearly without MEDIA_STORAGE=s3, touching nothing', async () => {
    const script = path.resolve(import.meta.dirname, '../../server/cli/media-to-s3.ts');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-cli-'));
    try {
      const run = promisify(execFile)(process.execPath, [script, '--dry-run'], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, MEDIA_STORAGE: 'local' },
      });
      await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('MEDIA_STORAGE is not s3') });
      // No embedded database was opened (or created) for nothing.
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A fresh Node process loading TypeScript: seconds on a busy machine.
  });
});
