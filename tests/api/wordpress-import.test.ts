import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writers } from '../../server/db/schema/accounts.ts';
import { articles, articleTags, categories, media, tags } from '../../server/db/schema/content.ts';
import { importedItems } from '../../server/db/schema/imports.ts';
import { redirects } from '../../server/db/schema/redirects.ts';
import { type ImportOptions, importMapping } from '../../server/services/import/wordpress/import-run.ts';
import { importWordPress, type KeptComment } from '../../server/services/import/wordpress/import-wordpress.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { startMailServer } from '../helpers/mail-server.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';
import { writeWordPressExport } from '../helpers/wordpress-export.ts';

// Written the way WordPress 6.7's Tools → Export writes a file (wp-admin/includes/export.php): both
// editors, an NFD title, a character outside the BMP, a `]]>` split across CDATA sections, PHP-serialised
// postmeta, Yoast / Rank Math / All in One SEO fields, two posts with one slug in two categories.
const exportFile = path.join(import.meta.dirname, '../fixtures/wordpress/site.xml');

describe.each(testDatabases)('importing a WordPress export on %s', (kind) => {
  let t: TestApp;
  let uploads: string;
  let living: { id: number };
  let kitchen: { id: number };
  let cleaning: { id: number };
  const comments: KeptComment[] = [];

  const run = (options: Partial<ImportOptions> = {}, file = exportFile) =>
    importWordPress(t.deps, {
      open: () => createReadStream(file, { highWaterMark: 1024 }),
      options: {
        uploadsDir: uploads,
        mapping: importMapping.parse({}),
        dryRun: false,
        invite: false,
        fetchMissing: false,
        ...options,
      },
      keepComment: (comment) => {
        comments.push(comment);
      },
    });
  const article = async (postId: number) => {
    const [key] = await t.deps.db
      .select()
      .from(importedItems)
      .where(and(eq(importedItems.kind, 'article'), eq(importedItems.externalId, String(postId))));
    if (!key) throw new Error(`post ${postId} was not imported`);
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, key.targetId));
    if (!row) throw new Error('no article');
    return row;
  };
  const redirectOf = async (fromPath: string) =>
    (await t.deps.db.select().from(redirects).where(eq(redirects.fromPath, fromPath)))[0];
  const counts = async () => ({
    articles: (await t.deps.db.select({ n: count() }).from(articles))[0]?.n,
    media: (await t.deps.db.select({ n: count() }).from(media))[0]?.n,
    tags: (await t.deps.db.select({ n: count() }).from(tags))[0]?.n,
    categories: (await t.deps.db.select({ n: count() }).from(categories))[0]?.n,
    writers: (await t.deps.db.select({ n: count() }).from(writers))[0]?.n,
    redirects: (await t.deps.db.select({ n: count() }).from(redirects))[0]?.n,
  });

  beforeAll(async () => {
    t = await build(kind, { freshDatabase: true, ssrBuild: await loadSsrBuild() });
    uploads = mkdtempSync(path.join(os.tmpdir(), 'salvia-uploads-'));
    mkdirSync(path.join(uploads, '2026/08'), { recursive: true });
    const picture = (color: { r: number; g: number; b: number }) =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background: color } });
    writeFileSync(path.join(uploads, '2026/08/tana.jpg'), await picture({ r: 180, g: 140, b: 90 }).jpeg().toBuffer());
    writeFileSync(path.join(uploads, '2026/08/unused.png'), await picture({ r: 20, g: 90, b: 140 }).png().toBuffer());
    await createWriter(t.deps, { role: 'admin', email: 'admin@example.com' });
    // Taro is already a writer here: the import finds him by address, whatever its case.
    await createWriter(t.deps, { email: 'taro@kurashi.example.jp', name: '鈴木 太郎' });
    living = (await createCategory(t.deps, { slug: 'living', title: '暮らし', order: 0 })) as { id: number };
    kitchen = (await createCategory(t.deps, { slug: 'kitchen', title: 'キッチン', parentId: living.id })) as {
      id: number;
    };
    cleaning = (await createCategory(t.deps, { slug: 'cleaning', title: '掃除', order: 1 })) as { id: number };
  });
  afterAll(async () => {
    await t?.close();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('a dry run reports what would come in and changes nothing', async () => {
    const before = await counts();
    const report = await run({ dryRun: true });
    expect(report.counts.articles.imported).toBe(9);
    expect(report.counts.pictures).toMatchObject({ imported: 2, failed: 1 });
    expect(await counts()).toEqual(before);
    expect(comments).toEqual([]);
  });

  it('brings in writers, categories, tags, pictures and articles, keeping what WordPress said of each', async () => {
    const report = await run();
    expect(report.counts.articles).toEqual({ imported: 9, updated: 0, skipped: 0, failed: 0 });
    expect(report.counts.writers).toMatchObject({ imported: 1, skipped: 1 });
    expect(report.counts.pages.skipped).toBe(1);
    expect(report.counts.menus.skipped).toBe(1);
    expect(report.counts.comments.skipped).toBe(1);
    expect(comments).toEqual([
      expect.objectContaining({ post_id: 101, content: '参考になりました！', author: '佐藤' }),
    ]);

    const hanako = (await t.deps.db.select().from(writers).where(eq(writers.email, 'hanako@kurashi.example.jp')))[0];
    expect(hanako).toMatchObject({ name: '山田 花子', role: 'writer' });
    // No password of the old site, and none that signs in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { email: 'hanako@kurashi.example.jp', password: '!imported' },
    });
    expect(signIn.statusCode).toBe(401);

    // Categories: 掃除 is the main category of that name, キッチン its subtopic found by slug; the rest
    // become subtopics, 料理 (a child of 暮らし) under 暮らし, with a slug from its reading.
    const subtopics = await t.deps.db.select().from(categories);
    const ryouri = subtopics.find((c) => c.title === '料理');
    expect(ryouri).toMatchObject({ slug: 'ryouri', parentId: living.id });

    const guide = await article(101);
    expect(guide.title).toBe('ガイドブックで選ぶ𠮷な器'.normalize('NFC'));
    expect(guide.title).toBe(guide.title.normalize('NFC'));
    expect(guide).toMatchObject({
      status: 'published',
      isHighlight: true,
      lead: '手に取って選ぶ器の話',
      metaTitle: null,
      metaDescription: '重さと手触りで選ぶ器のガイドです。',
      canonicalUrl: 'https://kurashi.example.jp/utsuwa-guide/',
      writerId: hanako?.id,
    });
    expect(guide.publishedAt?.toISOString()).toBe('2026-09-01T00:30:00.000Z');
    // 更新日 is when WordPress last saw a change, not the day of the move.
    expect(guide.updatedAt.toISOString()).toBe('2026-09-01T00:30:00.000Z');
    expect(guide.thumbnailUrl).toMatch(/^\/media\/.+-tana\.jpg$/);
    // The captioned picture points at the new media, described by the library's alternative text.
    expect(guide.bodyHtml).toContain(guide.thumbnailUrl as string);
    expect(guide.bodyHtml).toContain('alt="ひのきの棚"');
    expect(guide.bodyHtml).toContain('ひのきの棚に並べた器');
    expect(guide.bodyHtml).not.toContain('kurashi.example.jp/wp-content');
    expect(guide.bodyHtml).toContain('a[b[0]]&gt;1');
    // Links to the old site lead to the new addresses.
    const tools = await article(102);
    expect(guide.bodyHtml).toContain(`href="/articles/${tools.id}"`);
    const storage = (await t.deps.db.select().from(tags).where(eq(tags.slug, '収納')))[0];
    expect(storage).toMatchObject({ title: '収納', reading: 'しゅうのう' });
    expect(guide.bodyHtml).toContain(`href="/tags/${storage?.id}"`);
    expect(tools.bodyHtml).toContain(`href="/articles/${guide.id}"`);

    expect(tools).toMatchObject({ categoryId: kitchen.id, metaTitle: 'キッチン道具の選び方', noindex: true });
    expect(tools.bodyHtml).not.toMatch(/<script|onclick/);
    // The picture that could not be read stays where it was, and the report says so.
    expect(report.entries).toContainEqual(
      expect.objectContaining({ kind: 'pictures', outcome: 'failed', item: '2026/08/missing.jpg' }),
    );
    expect(report.entries).toContainEqual(
      expect.objectContaining({
        kind: 'articles',
        reason: expect.stringContaining('https://images.example.net/hotlink.jpg'),
      }),
    );

    const sponsored = await article(104);
    expect(sponsored).toMatchObject({
      title: '新しい食器用洗剤を試しました',
      isPr: true,
      sponsor: 'サンプル洗剤株式会社',
      metaTitle: '洗剤を試す',
      metaDescription: '食器用洗剤のレビュー',
      categoryId: cleaning.id === undefined ? undefined : expect.any(Number),
    });
    const scheduled = await article(105);
    expect(scheduled.status).toBe('published');
    expect(scheduled.publishedAt?.toISOString()).toBe('2027-12-01T00:00:00.000Z');
    expect(await article(106)).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await article(107)).toMatchObject({ status: 'draft', reviewState: 'pending' });
    expect((await article(108)).deletedAt).not.toBeNull();
    expect((await article(109)).status).toBe('draft');

    const pictures = await t.deps.db.select().from(media);
    expect(pictures.map((p) => p.alt).sort()).toEqual(['ひのきの棚', '使われていない図']);
  });

  it('keeps every old address: permalinks, ?p=, old slugs, archives, attachment pages and the feed', async () => {
    const guide = await article(101);
    const tools = await article(102);
    const washroom = await article(103);
    for (const [from, articleId] of [
      ['/暮らし/器の選び方', guide.id],
      ['/?p=101', guide.id],
      ['/暮らし/器', guide.id],
      ['/暮らし/utsuwa', guide.id],
      ['/souji/osusume', tools.id],
      ['/暮らし/osusume', washroom.id],
      ['/?attachment_id=30', guide.id],
      ['/暮らし/器の選び方/tana', guide.id],
    ] as const) {
      expect(await redirectOf(from), from).toMatchObject({ articleId, source: 'import' });
    }
    expect(await redirectOf('/category/souji/kitchen')).toMatchObject({ toPath: '/living/kitchen' });
    expect(await redirectOf('/category/kitchen')).toMatchObject({ toPath: '/living/kitchen' });
    expect(await redirectOf('/category/暮らし/料理')).toMatchObject({ toPath: '/living/ryouri' });
    expect(await redirectOf('/author/hanako')).toMatchObject({ toPath: expect.stringMatching(/^\/writers\/\d+$/) });
    expect(await redirectOf('/feed')).toMatchObject({ toPath: '/feed.xml' });

    const answer = await t.app.inject({
      url: '/%E6%9A%AE%E3%82%89%E3%81%97/%E5%99%A8%E3%81%AE%E9%81%B8%E3%81%B3%E6%96%B9/',
    });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/articles/${guide.id}`);
    const plain = await t.app.inject({ url: '/?p=102&utm_source=line' });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`/articles/${tools.id}`);
  });

  it('a second run imports nothing new and changes nothing', async () => {
    const before = await counts();
    const [guideBefore] = await t.deps.db
      .select()
      .from(articles)
      .where(eq(articles.id, (await article(101)).id));
    const report = await run();
    expect(report.counts.articles).toEqual({ imported: 0, updated: 0, skipped: 9, failed: 0 });
    expect(report.counts.pictures.imported).toBe(0);
    expect(report.counts.redirects.imported).toBe(0);
    expect(report.counts.redirects.updated).toBe(0);
    expect(await counts()).toEqual(before);
    const [guideAfter] = await t.deps.db
      .select()
      .from(articles)
      .where(eq(articles.id, (await article(101)).id));
    expect(guideAfter?.updatedAt.toISOString()).toBe(guideBefore?.updatedAt.toISOString());
    const tagLinks = await t.deps.db
      .select()
      .from(articleTags)
      .where(inArray(articleTags.articleId, [guideAfter?.id ?? 0]));
    expect(tagLinks).toHaveLength(1);
  });

  it('a newer export updates what changed there, but never what an editor changed here since', async () => {
    const newer = path.join(uploads, 'newer.xml');
    writeFileSync(
      newer,
      readFileSync(exportFile, 'utf8')
        .replace('<p>洗面所は湿気対策から。</p>', '<p>洗面所は湿気と換気の対策から。</p>')
        .replace('<p>提供を受けて試しました。</p>', '<p>提供を受けて、一か月試しました。</p>'),
    );
    const sponsored = await article(104);
    await t.deps.db
      .update(articles)
      .set({ lead: '編集部で書き直したリード', updatedAt: new Date() })
      .where(eq(articles.id, sponsored.id));
    const report = await run({}, newer);
    expect(report.counts.articles).toEqual({ imported: 0, updated: 1, skipped: 8, failed: 0 });
    expect((await article(103)).bodyHtml).toContain('湿気と換気');
    const kept = await article(104);
    expect(kept.lead).toBe('編集部で書き直したリード');
    expect(kept.bodyHtml).not.toContain('一か月');
    expect(report.entries).toContainEqual(
      expect.objectContaining({ kind: 'articles', item: expect.stringContaining('ID 104') }),
    );
  });

  it('a malformed file stops with the line it broke on, before anything is written', async () => {
    const broken = path.join(uploads, 'broken.xml');
    writeFileSync(
      broken,
      readFileSync(exportFile, 'utf8').replace('<wp:post_id>109</wp:post_id>', '<wp:post_id>109</wp:post_idd>'),
    );
    const before = await counts();
    await expect(run({}, broken)).rejects.toThrow(/行目/);
    expect(await counts()).toEqual(before);
  });
});

/** The old site, still up on this machine: its uploads, and what it was asked for. */
async function oldSite(files: Record<string, Buffer>) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const file = files[req.url ?? ''];
    if (file) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(file);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(testDatabases)('pictures missing from the uploads copy, and invitations, on %s', (kind) => {
  let site: Awaited<ReturnType<typeof oldSite>>;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    site = await oldSite({
      '/wp-content/uploads/2026/08/tana.jpg': jpeg,
      '/wp-content/uploads/2026/08/unused.png': jpeg,
    });
    mail = await startMailServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'salvia-export-'));
    file = path.join(dir, 'export.xml');
    // The same export, as if the old site answered on this machine.
    writeFileSync(file, readFileSync(exportFile, 'utf8').replaceAll('https://kurashi.example.jp', site.origin));
  });
  afterAll(async () => {
    await site?.close();
    await mail?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const importInto = async (t: TestApp, options: Partial<ImportOptions>) => {
    await createWriter(t.deps, { role: 'admin' });
    await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    return importWordPress(t.deps, {
      open: () => createReadStream(file),
      options: { mapping: importMapping.parse({}), dryRun: false, invite: false, fetchMissing: true, ...options },
    });
  };

  it('fetches each file once from the old site, and mails new writers a link to set their password', async () => {
    const t = await build(kind, {
      freshDatabase: true,
      env: { MEDIA_IMPORT_ALLOWED_ADDRESSES: '127.0.0.1', SMTP_URL: mail.url },
    });
    try {
      const report = await importInto(t, { invite: true });
      expect(report.counts.pictures).toMatchObject({ imported: 2, failed: 1 });
      expect(report.entries).toContainEqual(
        expect.objectContaining({ item: '2026/08/missing.jpg', reason: expect.stringContaining('404') }),
      );
      // Three sizes of tana.jpg in bodies and the thumbnail: one request, one media item.
      expect(site.hits.filter((hit) => hit.includes('tana'))).toEqual(['/wp-content/uploads/2026/08/tana.jpg']);
      await t.deps.mailer.idle();
      const invited = mail.inbox.filter((m) => m.to.includes('hanako@kurashi.example.jp'));
      expect(invited).toHaveLength(1);
      expect(invited[0]?.text).toMatch(/token=[\w-]+/);
      expect(mail.inbox.filter((m) => m.to.includes('taro@kurashi.example.jp'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('never fetches from an address inside the network unless allowed', async () => {
    const t = await build(kind, { freshDatabase: true });
    const before = site.hits.length;
    try {
      const report = await importInto(t, {});
      expect(report.counts.pictures).toMatchObject({ imported: 0, failed: 3 });
      expect(report.entries).toContainEqual(
        expect.objectContaining({ kind: 'pictures', reason: expect.stringContaining('取り込めません') }),
      );
      expect(site.hits.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});

// Posts are written a batch at a time: a link to a post in the same batch, an earlier one or a later
// one (and to an attachment page, stored once every post is in) all lead to the new address.
describe.each(testDatabases)('links between the posts of a larger export, on %s', (kind) => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await build(kind, { freshDatabase: true });
    await createWriter(t.deps, { role: 'admin' });
    await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'salvia-export-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('points every link to an imported post at its article, forward ones included', async () => {
    const file = path.join(dir, 'export.xml');
    await writeWordPressExport(file, { posts: 60 });
    // The first post (ID 100) links to the last (ID 277) and to that one's first picture's page.
    const forward =
      '\n\n<p><a href="https://kurashi.example.jp/?p=277">最後の記事</a>と<a href="https://kurashi.example.jp/?attachment_id=278">その写真</a></p>';
    writeFileSync(file, readFileSync(file, 'utf8').replace(']]></content:encoded>', `${forward}]]></content:encoded>`));
    const report = await importWordPress(t.deps, {
      open: () => createReadStream(file),
      options: { mapping: importMapping.parse({}), dryRun: false, invite: false, fetchMissing: false },
    });
    expect(report.counts.articles).toEqual({ imported: 60, updated: 0, skipped: 0, failed: 0 });

    const made = new Map(
      (await t.deps.db.select().from(importedItems).where(eq(importedItems.kind, 'article'))).map((row) => [
        row.externalId,
        row.targetId,
      ]),
    );
    const [first] = await t.deps.db
      .select()
      .from(articles)
      .where(eq(articles.id, made.get('100') ?? 0));
    expect(first?.bodyHtml).toContain(`href="/articles/${made.get('277')}">最後の記事`);
    expect(first?.bodyHtml).toContain(`href="/articles/${made.get('277')}">その写真`);
    // The export's own links to earlier posts, a third of them: none left on the old site.
    const bodies = await t.deps.db.select({ html: articles.bodyHtml }).from(articles);
    const related = bodies.filter((body) => body.html.includes('あわせて読みたい'));
    expect(related.length).toBeGreaterThan(5);
    for (const body of related) expect(body.html).toMatch(/あわせて読みたい：<a href="\/articles\/\d+">/);
    expect(bodies.filter((body) => /href="https:\/\/kurashi\.example\.jp\/(?!wp-content)/.test(body.html))).toEqual([]);
  });
});

describe.each(testDatabases)('an article the database refuses, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build(kind, { freshDatabase: true });
    await createWriter(t.deps, { role: 'admin' });
    await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    // As a constraint the import did not foresee would: the batch's transaction fails on this one.
    await t.deps.db.execute(
      sql.raw(`create function refuse_sponsored() returns trigger language plpgsql as $$
        begin
          if new.title = '新しい食器用洗剤を試しました' then raise exception 'この記事は書き込めません'; end if;
          return new;
        end $$`),
    );
    await t.deps.db.execute(
      sql.raw(
        'create trigger refuse_sponsored before insert on articles for each row execute function refuse_sponsored()',
      ),
    );
  });
  afterAll(() => t?.close());

  it('fails alone: the rest of its batch comes in', async () => {
    const report = await importWordPress(t.deps, {
      open: () => createReadStream(exportFile),
      options: { mapping: importMapping.parse({}), dryRun: false, invite: false, fetchMissing: false },
    });
    expect(report.counts.articles).toEqual({ imported: 8, updated: 0, skipped: 0, failed: 1 });
    expect(report.entries).toContainEqual(
      expect.objectContaining({ kind: 'articles', outcome: 'failed', item: expect.stringContaining('ID 104') }),
    );
    const [{ n } = { n: 0 }] = await t.deps.db.select({ n: count() }).from(articles);
    expect(n).toBe(8);
    expect(await t.deps.db.select().from(importedItems).where(eq(importedItems.externalId, '104'))).toEqual([]);
  });
});
