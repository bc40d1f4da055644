// 監修者: admins keep them (writers may only pick them), an article names them, and its page shows them
// by the byline, in a box at the end and as `reviewedBy` in its structured data; each has a page of the
// public articles they reviewed. The trash takes them off every page, and kept pages follow at once.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleReviewers } from '../../server/db/schema/reviewers.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const DOCTOR = {
  name: '森川 玲子',
  reading: 'もりかわ れいこ',
  credentials: '皮膚科専門医',
  affiliation: 'もりかわ皮膚科クリニック 院長',
  photo_url: '/media/seed/reviewers/morikawa.webp',
  profile: '大学病院の皮膚科に勤めたのち開業。',
  links: [{ label: 'クリニックのサイト', url: 'https://clinic.example.jp/' }],
};

/** The structured-data nodes of a page, flattened out of their @graph. */
function ldNodes(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? 'null'))
    .flatMap((j) => j['@graph'] ?? [j]);
}

describe.each(testDatabases)('reviewers on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writer: Record<string, string>;
  let writerId: number;
  let other: Record<string, string>;

  beforeAll(async () => {
    // Pages kept as in production: every change below must drop them.
    t = await build(kind, { ssrBuild, env: { PUBLIC_CACHE_SECONDS: '60' } });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writerId = (await createWriter(t.deps, { name: '佐藤 みどり' })).id;
    writer = await authHeader(t.deps, writerId);
    other = await authHeader(t.deps, (await createWriter(t.deps)).id);
  });
  afterAll(() => t?.close());

  const createReviewer = async (payload: object = DOCTOR) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/reviewers/new', headers: admin, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reviewer as { id: number; name: string };
  };
  const setReviewers = (articleId: number, ids: number[], headers = writer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/articles/reviewers',
      headers,
      payload: { id: articleId, reviewer_ids: ids },
    });
  // React parts adjacent text with empty comments; the page reads without them.
  const page = async (path: string) => (await t.app.inject(path)).body.replaceAll('<!-- -->', '');

  describe('keeping reviewers', () => {
    it('lets an admin add, change and trash a reviewer, and a writer only read them', async () => {
      const reviewer = await createReviewer();
      expect(reviewer).toMatchObject({ ...DOCTOR, article_count: 0, in_trash: false });

      const asWriter = { headers: writer, payload: { name: '名前' } };
      for (const [method, url] of [
        ['POST', '/api/v1/reviewers/new'],
        ['PATCH', `/api/v1/reviewers/update?id=${reviewer.id}`],
        ['DELETE', `/api/v1/reviewers/delete?id=${reviewer.id}`],
        ['PUT', `/api/v1/reviewers/restore?id=${reviewer.id}`],
      ] as const) {
        expect((await t.app.inject({ method, url, ...asWriter })).statusCode, `${method} ${url}`).toBe(403);
        expect((await t.app.inject({ method, url, payload: { name: '名前' } })).statusCode).toBe(401);
      }
      const listed = await t.app.inject({ url: '/api/v1/reviewers?keyword=もりかわ', headers: writer });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().reviewers.map((r: { id: number }) => r.id)).toContain(reviewer.id);
      expect((await t.app.inject({ url: '/api/v1/reviewers' })).statusCode).toBe(401);
    });

    it('changes only the fields sent', async () => {
      const reviewer = await createReviewer();
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/reviewers/update?id=${reviewer.id}`,
        headers: admin,
        payload: { credentials: '医師・皮膚科専門医' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().reviewer).toMatchObject({ ...DOCTOR, credentials: '医師・皮膚科専門医' });
    });

    it('refuses bad input with a message in Japanese per field, and writes nothing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reviewers/new',
        headers: admin,
        payload: {
          name: ' ',
          reading: 'Morikawa',
          credentials: '',
          photo_url: 'javascript:alert(1)',
          links: [{ label: 'サイト', url: 'ftp://example.jp/' }],
        },
      });
      expect(response.statusCode).toBe(422);
      const { errors } = response.json();
      expect(errors.name).toEqual(['名前を入力してください']);
      expect(errors.reading).toEqual(['よみはひらがなかカタカナで入力してください']);
      expect(errors.credentials).toEqual(['肩書きを入力してください（例：医師、管理栄養士）']);
      expect(errors.photo_url?.[0]).toMatch(/URLは/);
      expect(errors['links.0.url']?.[0]).toMatch(/URLは/);
      const tooMany = Array.from({ length: 6 }, (_, i) => ({ label: `リンク${i}`, url: `https://example.jp/${i}` }));
      const many = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reviewers/new',
        headers: admin,
        payload: { ...DOCTOR, name: '多すぎる', links: tooMany },
      });
      expect(many.json().errors.links).toEqual(['リンクは5件まで登録できます']);
      const found = await t.app.inject({ url: '/api/v1/reviewers?keyword=多すぎる', headers: admin });
      expect(found.json().meta.total).toBe(0);
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/reviewers/update?id=2147483647',
        headers: admin,
        payload: { name: 'だれか' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('naming reviewers on an article', () => {
    it('lets a writer name reviewers on their own article, in order, and no one on another', async () => {
      const first = await createReviewer();
      const second = await createReviewer({ name: '大野 さやか', credentials: '管理栄養士' });
      const article = await createArticle(t.deps, { writerId });
      const response = await setReviewers(article.id, [second.id, first.id]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().reviewers.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
      const read = await t.app.inject({ url: `/api/v1/articles/reviewers?id=${article.id}`, headers: writer });
      expect(read.json().reviewers.map((r: { name: string }) => r.name)).toEqual(['大野 さやか', DOCTOR.name]);
      // Someone else's article answers as a missing one; an admin may name them anywhere.
      expect((await setReviewers(article.id, [first.id], other)).statusCode).toBe(404);
      expect((await setReviewers(article.id, [first.id], admin)).statusCode).toBe(200);
      expect((await setReviewers(article.id, [])).json().reviewers).toEqual([]);
    });

    it('refuses unknown, trashed, repeated or too many reviewers with a Japanese message', async () => {
      const reviewer = await createReviewer();
      const trashed = await createReviewer({ ...DOCTOR, name: 'ゴミ箱の人' });
      await t.app.inject({ method: 'DELETE', url: `/api/v1/reviewers/delete?id=${trashed.id}`, headers: admin });
      const article = await createArticle(t.deps, { writerId });
      const refusals = [
        [[2147483647], '選んだ監修者が見つかりません'],
        [[trashed.id], '選んだ監修者が見つかりません'],
        [[reviewer.id, reviewer.id], '同じ監修者が2回選ばれています'],
        [[1, 2, 3, 4, 5, 6], '監修者は5人まで選べます'],
      ] as const;
      for (const [ids, message] of refusals) {
        const response = await setReviewers(article.id, [...ids]);
        expect(response.statusCode, JSON.stringify(ids)).toBe(422);
        expect(response.json().errors.reviewer_ids).toEqual([message]);
      }
      const stored = await t.deps.db.select().from(articleReviewers).where(eq(articleReviewers.articleId, article.id));
      expect(stored).toEqual([]);
    });

    it.skipIf(kind !== 'postgres')('keeps one whole list when saves of one article run at once', async () => {
      const ids = [(await createReviewer()).id, (await createReviewer()).id, (await createReviewer()).id];
      const article = await createArticle(t.deps, { writerId });
      const lists = [[ids[0], ids[1]], [ids[1], ids[2]], [ids[2]], [ids[0], ids[1], ids[2]]] as number[][];
      const responses = await Promise.all(lists.map((list) => setReviewers(article.id, list)));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const stored = await t.deps.db
        .select()
        .from(articleReviewers)
        .where(eq(articleReviewers.articleId, article.id))
        .orderBy(articleReviewers.position);
      expect(lists).toContainEqual(stored.map((row) => row.reviewerId));
    });
  });

  describe('the pages', () => {
    it('shows 監修 by the byline, the box at the end and reviewedBy in the structured data', async () => {
      const reviewer = await createReviewer();
      const article = await createArticle(t.deps, { writerId, title: '季節の変わり目の肌荒れ対策' });
      // Kept first without a reviewer: naming one must drop the kept page.
      expect(await page(`/articles/${article.id}`)).not.toContain('この記事の監修者');
      await setReviewers(article.id, [reviewer.id]);
      const html = await page(`/articles/${article.id}`);
      expect(html).toMatch(/監修<\/span>.*森川 玲子<\/a>（皮膚科専門医）/s);
      expect(html).toContain('この記事の監修者');
      expect(html).toContain('もりかわ皮膚科クリニック 院長');
      expect(html).toContain('href="https://clinic.example.jp/"');
      const webPage = ldNodes(html).find((node) => node['@type'] === 'WebPage');
      expect(webPage?.reviewedBy).toEqual([
        expect.objectContaining({
          '@type': 'Person',
          name: '森川 玲子',
          jobTitle: '皮膚科専門医',
          affiliation: { '@type': 'Organization', name: 'もりかわ皮膚科クリニック 院長' },
          url: `${t.deps.config.siteUrl}/reviewers/${reviewer.id}`,
        }),
      ]);
      // An edit of the reviewer shows on the kept page at once.
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/reviewers/update?id=${reviewer.id}`,
        headers: admin,
        payload: { credentials: '医師' },
      });
      expect(await page(`/articles/${article.id}`)).toMatch(/森川 玲子<\/a>（医師）/);
    });

    it("lists a reviewer's public articles on their page, newest first, a page at a time", async () => {
      const reviewer = await createReviewer({ ...DOCTOR, name: '一覧 テスト' });
      const titles: string[] = [];
      for (let i = 0; i < 14; i++) {
        const a = await createArticle(t.deps, {
          writerId,
          title: `監修記事${String(i).padStart(2, '0')}`,
          publishedAt: new Date(Date.now() - (20 - i) * 60_000),
        });
        titles.push(a.title);
        await setReviewers(a.id, [reviewer.id]);
      }
      const draft = await createArticle(t.deps, { writerId, title: '下書きの監修記事', status: 'draft' });
      await setReviewers(draft.id, [reviewer.id]);
      const first = await page(`/reviewers/${reviewer.id}`);
      expect(first).toContain('一覧 テストさんが監修した記事');
      expect(first).toContain('監修記事13');
      expect(first).not.toContain('監修記事01');
      expect(first).not.toContain('下書きの監修記事');
      expect(first.indexOf('監修記事13')).toBeLessThan(first.indexOf('監修記事12'));
      const second = await page(`/reviewers/${reviewer.id}?page=2`);
      expect(second).toContain('監修記事00');
      expect(second).toContain('監修記事01');
      expect(second).not.toContain('監修記事13');
      const person = ldNodes(first).find((node) => node['@type'] === 'ProfilePage')?.mainEntity;
      expect(person).toMatchObject({ '@type': 'Person', name: '一覧 テスト', jobTitle: '皮膚科専門医' });
    });

    it('brings a restored reviewer back after those chosen meanwhile, never past five', async () => {
      const [first, ...five] = await Promise.all(
        ['一', '二', '三', '四', '五', '六'].map((n) => createReviewer({ ...DOCTOR, name: `監修 ${n}` })),
      );
      const article = await createArticle(t.deps, { writerId });
      const named = async () =>
        (await t.app.inject({ url: `/api/v1/articles/reviewers?id=${article.id}`, headers: writer }))
          .json()
          .reviewers.map((r: { name: string }) => r.name);
      await setReviewers(article.id, [first!.id, five[0]!.id]);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/reviewers/delete?id=${first!.id}`, headers: admin });
      await setReviewers(article.id, [five[1]!.id, five[0]!.id]);
      const restore = () =>
        t.app.inject({ method: 'PUT', url: `/api/v1/reviewers/restore?id=${first!.id}`, headers: admin });
      expect((await restore()).statusCode).toBe(200);
      expect(await named()).toEqual(['監修 三', '監修 二', '監修 一']);

      await t.app.inject({ method: 'DELETE', url: `/api/v1/reviewers/delete?id=${first!.id}`, headers: admin });
      expect(
        (
          await setReviewers(
            article.id,
            five.map((r) => r.id),
          )
        ).statusCode,
      ).toBe(200);
      await restore();
      expect(await named()).toEqual(['監修 二', '監修 三', '監修 四', '監修 五', '監修 六']);
    });

    it('takes a trashed reviewer off every page, and a restore puts them back', async () => {
      const reviewer = await createReviewer({ ...DOCTOR, name: '戻る 先生' });
      const article = await createArticle(t.deps, { writerId });
      await setReviewers(article.id, [reviewer.id]);
      expect(await page(`/articles/${article.id}`)).toContain('戻る 先生');

      const trashed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/reviewers/delete?id=${reviewer.id}`,
        headers: admin,
      });
      expect(trashed.json().deleted).toBe('trash');
      const html = await page(`/articles/${article.id}`);
      expect(html).not.toContain('戻る 先生');
      expect(html).not.toContain('reviewedBy');
      expect((await t.app.inject(`/reviewers/${reviewer.id}`)).statusCode).toBe(404);

      await t.app.inject({ method: 'PUT', url: `/api/v1/reviewers/restore?id=${reviewer.id}`, headers: admin });
      expect(await page(`/articles/${article.id}`)).toContain('戻る 先生');

      // From the trash, a delete is for good: the article no longer names them.
      await t.app.inject({ method: 'DELETE', url: `/api/v1/reviewers/delete?id=${reviewer.id}`, headers: admin });
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/reviewers/delete?id=${reviewer.id}`,
        headers: admin,
      });
      expect(gone.json().deleted).toBe('permanently');
      const stored = await t.deps.db.select().from(articleReviewers).where(eq(articleReviewers.articleId, article.id));
      expect(stored).toEqual([]);
    });
  });
});
