// 連載 as numbered series (decision 037): admins keep the series; an article's writer (or an admin)
// makes it an episode under a number, the next one by default, one number per series even under
// parallel saves; the series page lists the public episodes 第1話 first, and an episode's page says
// 「連載『…』第N話」 with the episodes before and after it. Writes drop the public cache.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesEpisodes } from '../../server/db/schema/series.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('series on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writer: Record<string, string>;
  let writerId: number;
  let otherWriterId: number;
  let subtopicId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild, env: { PUBLIC_CACHE_SECONDS: '600' } });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
    otherWriterId = (await createWriter(t.deps)).id;
    const main = await createCategory(t.deps, { slug: 'series', title: '連載' });
    subtopicId = (await createCategory(t.deps, { slug: 'comic', title: 'コミック', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/series${url}`, headers, ...(payload && { payload }) });
  const createSeries = async (title: string, extra: object = {}) => {
    const res = await call('POST', '/new', admin, { title, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().series as { id: number; title: string; next_episode_number: number };
  };
  const setEpisode = (articleId: number, body: object, headers = admin) =>
    call('PUT', `/episode?article_id=${articleId}`, headers, body);
  const article = (title: string, extra: Partial<Parameters<typeof createArticle>[1]> = {}) =>
    createArticle(t.deps, { writerId, categoryId: subtopicId, title, ...extra }).then((row) => row!.id);

  describe('series kept by admins', () => {
    it('creates, lists, updates only what was sent, and deletes a series', async () => {
      const created = await createSeries('  台所の小さな工夫  ', {
        description: '毎週の台所の話',
        image_url: '/media/kitchen-640.webp',
      });
      expect(created).toMatchObject({ title: '台所の小さな工夫', next_episode_number: 1 });
      const list = await call('GET', '', writer);
      expect(list.statusCode).toBe(200);
      expect(list.json().series.map((s: { id: number }) => s.id)).toContain(created.id);

      const updated = await call('PATCH', `/update?id=${created.id}`, admin, { description: '隔週の台所の話' });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().series).toMatchObject({
        title: '台所の小さな工夫',
        description: '隔週の台所の話',
        image_url: '/media/kitchen-640.webp',
      });

      const deleted = await call('DELETE', `/delete?id=${created.id}`);
      expect(deleted.json()).toEqual({ message: '連載「台所の小さな工夫」を削除しました' });
      expect((await call('PATCH', `/update?id=${created.id}`, admin, { title: '別' })).statusCode).toBe(404);
    });

    it('refuses writers and strangers', async () => {
      expect((await call('POST', '/new', writer, { title: '勝手な連載' })).statusCode).toBe(403);
      expect((await call('POST', '/new', {}, { title: '勝手な連載' })).statusCode).toBe(401);
      expect((await call('GET', '', {})).statusCode).toBe(401);
    });

    it('explains bad input in Japanese', async () => {
      const empty = await call('POST', '/new', admin, { title: '  ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.title).toEqual(['連載のタイトルを入力してください']);
      const bad = await call('POST', '/new', admin, {
        title: '連載',
        description: 'あ'.repeat(501),
        image_url: 'javascript:x',
      });
      expect(bad.json().errors.description).toEqual(['説明は500文字以内で入力してください']);
      expect(bad.json().errors.image_url[0]).toMatch(/^URLは/);
    });
  });

  describe('episodes', () => {
    it('numbers episodes in turn by default, keeps a number per series, and takes one out', async () => {
      const series = await createSeries('朝のルーティン');
      const [a, b, c] = [await article('朝1'), await article('朝2'), await article('朝3')];
      expect((await setEpisode(a, { series_id: series.id })).json().episode).toEqual({
        series_id: series.id,
        series_title: '朝のルーティン',
        episode_number: 1,
      });
      expect((await setEpisode(b, { series_id: series.id }, writer)).json().episode.episode_number).toBe(2);
      // Saved again without a number: it keeps its own.
      expect((await setEpisode(a, { series_id: series.id })).json().episode.episode_number).toBe(1);

      const taken = await setEpisode(c, { series_id: series.id, episode_number: 2 });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.episode_number).toEqual(['この連載にはその話数の記事がすでにあります']);
      expect(await t.deps.db.select().from(seriesEpisodes).where(eq(seriesEpisodes.articleId, c))).toEqual([]);

      const zero = await setEpisode(c, { series_id: series.id, episode_number: 0 });
      expect(zero.json().errors.episode_number).toEqual(['話数は1以上で入力してください']);
      const missing = await setEpisode(c, { series_id: 2_000_000_000 });
      expect(missing.json().errors.series_id).toEqual(['連載が見つかりませんでした']);

      expect((await setEpisode(c, { series_id: series.id, episode_number: 5 })).json().episode.episode_number).toBe(5);
      const listed = (await call('GET', '')).json().series.find((s: { id: number }) => s.id === series.id);
      expect(listed).toMatchObject({ episode_count: 3, next_episode_number: 6 });

      expect((await setEpisode(b, { series_id: null })).json()).toEqual({ episode: null });
      expect((await call('GET', `/episode?article_id=${b}`)).json()).toEqual({ episode: null });
      expect((await call('GET', `/episode?article_id=${c}`, writer)).json().episode.episode_number).toBe(5);
    });

    it('refuses in Japanese to number past the last episode number, and takes a free one when told', async () => {
      const series = await createSeries('長い連載');
      expect(
        (await setEpisode(await article('最後の回'), { series_id: series.id, episode_number: 9999 })).statusCode,
      ).toBe(200);
      const next = await article('その次');
      const refused = await setEpisode(next, { series_id: series.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.episode_number).toEqual([
        'この連載は第9999話まで使われています。空いている話数を指定してください',
      ]);
      expect(await t.deps.db.select().from(seriesEpisodes).where(eq(seriesEpisodes.articleId, next))).toEqual([]);
      expect((await setEpisode(next, { series_id: series.id, episode_number: 3 })).json().episode.episode_number).toBe(
        3,
      );
    });

    it("answers a writer for someone else's article as for a missing one", async () => {
      const series = await createSeries('よその連載');
      const theirs = await createArticle(t.deps, { writerId: otherWriterId, title: 'よその記事' });
      expect((await setEpisode(theirs!.id, { series_id: series.id }, writer)).statusCode).toBe(404);
      expect((await call('GET', `/episode?article_id=${theirs!.id}`, writer)).statusCode).toBe(404);
    });

    it.runIf(kind === 'postgres')('hands out distinct numbers to parallel saves, and one number once', async () => {
      const series = await createSeries('並行の連載');
      const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => article(`並行${i}`)));
      const answers = await Promise.all(ids.map((id) => setEpisode(id, { series_id: series.id })));
      expect(answers.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      const numbers = answers.map((r) => r.json().episode.episode_number).sort((x, y) => x - y);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

      const rivals = await Promise.all(Array.from({ length: 6 }, (_, i) => article(`取り合い${i}`)));
      const fights = await Promise.all(
        rivals.map((id) => setEpisode(id, { series_id: series.id, episode_number: 20 })),
      );
      expect(fights.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
      const holders = await t.deps.db.select().from(seriesEpisodes).where(eq(seriesEpisodes.episodeNumber, 20));
      expect(holders).toHaveLength(1);
    });
  });

  describe('pages', () => {
    let seriesId: number;
    const episodes: Record<string, number> = {};

    beforeAll(async () => {
      seriesId = (await createSeries('ゆるっと家族日記', { description: '三人家族の毎日' })).id;
      const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
      // Published out of order: the numbers, not the dates, decide.
      episodes.third = await article('家族日記 第3話', { publishedAt: hours(50) });
      episodes.first = await article('家族日記 第1話', { publishedAt: hours(10) });
      episodes.second = await article('家族日記 第2話', { publishedAt: hours(30) });
      episodes.draft = await article('家族日記 第4話（下書き）', { status: 'draft', publishedAt: null });
      for (const [name, n] of [
        ['first', 1],
        ['second', 2],
        ['third', 3],
        ['draft', 4],
      ] as const) {
        expect((await setEpisode(episodes[name]!, { series_id: seriesId, episode_number: n })).statusCode).toBe(200);
      }
    });

    const page = async (url: string) => {
      const res = await t.app.inject(url);
      // React's text separators left out: the page reads as a reader sees it.
      return { status: res.statusCode, html: res.body.replaceAll('<!-- -->', '') };
    };

    it('lists the episodes readers can open, 第1話 first', async () => {
      const { status, html } = await page(`/series/s/${seriesId}`);
      expect(status).toBe(200);
      expect(html).toContain('<h1');
      expect(html).toContain('三人家族の毎日');
      const order = ['家族日記 第1話', '家族日記 第2話', '家族日記 第3話'].map((title) => html.indexOf(title));
      expect(order.every((at) => at > 0)).toBe(true);
      expect(order).toEqual([...order].sort((x, y) => x - y));
      expect(html).not.toContain('下書き');
      expect(html).toContain('第1話');
    });

    it('says which episode an article is and links the ones before and after it', async () => {
      const { html } = await page(`/articles/${episodes.second}`);
      expect(html).toMatch(/連載『<a href="\/series\/s\/\d+"[^>]*>ゆるっと家族日記<\/a>』第2話/);
      expect(html).toMatch(new RegExp(`<a [^>]*rel="prev" href="/articles/${episodes.first}"`));
      expect(html).toMatch(new RegExp(`<a [^>]*rel="next" href="/articles/${episodes.third}"`));
      // The last public one has no next: the draft is skipped.
      const last = await page(`/articles/${episodes.third}`);
      expect(last.html).toContain('第3話');
      expect(last.html).not.toContain('rel="next"');
    });

    it('answers 404 for a series with nothing public yet, and for one that is not there', async () => {
      const empty = await createSeries('準備中の連載');
      expect((await page(`/series/s/${empty.id}`)).status).toBe(404);
      expect((await page('/series/s/2000000000')).status).toBe(404);
      expect((await page('/series/s/abc')).status).toBe(404);
      // The 連載 subtopics keep their own pages.
      expect((await page('/series/comic')).status).toBe(200);
    });

    it('shows a series edit at once: the kept pages are dropped', async () => {
      expect((await page(`/series/s/${seriesId}`)).html).toContain('ゆるっと家族日記');
      expect((await page(`/articles/${episodes.first}`)).html).toContain('ゆるっと家族日記');
      expect((await call('PATCH', `/update?id=${seriesId}`, admin, { title: 'のんびり家族日記' })).statusCode).toBe(
        200,
      );
      expect((await page(`/series/s/${seriesId}`)).html).toContain('のんびり家族日記');
      expect((await page(`/articles/${episodes.first}`)).html).toContain('のんびり家族日記');
      // Numbers moved by a writer show too.
      expect((await setEpisode(episodes.first!, { series_id: seriesId, episode_number: 9 }, writer)).statusCode).toBe(
        200,
      );
      expect((await page(`/articles/${episodes.first}`)).html).toContain('』第9話');
    });
  });
});
