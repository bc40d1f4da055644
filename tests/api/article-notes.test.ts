// 訂正・追記 and 更新日: dated notes an article's writer (or any admin) adds, shown at its end and, for a
// 訂正, as a CorrectionComment; and a 更新日 that moves only when a save of a live article is marked
// as a meaningful update, with dateModified following it.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, jstDay, todayInJapan } from '../../contract/time.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter, saveThroughApi } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

function newsArticle(html: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? 'null'))
    .flatMap((j) => j['@graph'] ?? [j])
    .find((node) => node['@type'] === 'NewsArticle');
}

describe.each(testDatabases)('訂正・追記 and 更新日 on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writer: Record<string, string>;
  let writerId: number;
  let other: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild, env: { PUBLIC_CACHE_SECONDS: '60' } });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
    other = await authHeader(t.deps, (await createWriter(t.deps)).id);
  });
  afterAll(() => t?.close());

  const addNote = (payload: object, headers = writer) =>
    t.app.inject({ method: 'POST', url: '/api/v1/articles/notes/new', headers, payload });
  const page = async (id: number) => (await t.app.inject(`/articles/${id}`)).body.replaceAll('<!-- -->', '');

  describe('notes', () => {
    it('lets a writer note their own article and an admin any, shown on the page and as a correction', async () => {
      const article = await createArticle(t.deps, { writerId });
      expect(await page(article.id)).not.toContain('訂正・追記');
      const correction = await addNote({
        article_id: article.id,
        kind: 'correction',
        noted_on: '2026-11-22',
        body: '成分名に誤りがありました。',
      });
      expect(correction.statusCode, correction.body).toBe(201);
      expect(correction.json().note).toMatchObject({ kind: 'correction', noted_on: '2026-11-22' });
      const addendum = await addNote(
        { article_id: article.id, kind: 'addendum', noted_on: '2026-11-24', body: '店舗情報を追記しました。' },
        admin,
      );
      expect(addendum.statusCode).toBe(201);
      // Someone else's article answers as a missing one.
      const refused = await addNote({ article_id: article.id, kind: 'addendum', body: '他人の記事' }, other);
      expect(refused.statusCode).toBe(404);

      const html = await page(article.id);
      expect(html).toContain(
        '訂正（<time dateTime="2026-11-22">2026年11月22日</time>）</strong>：成分名に誤りがありました。',
      );
      expect(html).toContain(
        '追記（<time dateTime="2026-11-24">2026年11月24日</time>）</strong>：店舗情報を追記しました。',
      );
      expect(html).not.toContain('他人の記事');
      expect(newsArticle(html)?.correction).toEqual([
        { '@type': 'CorrectionComment', text: '成分名に誤りがありました。', datePublished: '2026-11-21T15:00:00.000Z' },
      ]);
      const listed = await t.app.inject({ url: `/api/v1/articles/notes?article_id=${article.id}`, headers: writer });
      expect(listed.json().notes.map((n: { kind: string }) => n.kind)).toEqual(['correction', 'addendum']);
      expect(
        (await t.app.inject({ url: `/api/v1/articles/notes?article_id=${article.id}`, headers: other })).statusCode,
      ).toBe(404);
    });

    it('dates a note today (in Japan) when no date is sent', async () => {
      const article = await createArticle(t.deps, { writerId });
      const note = (await addNote({ article_id: article.id, kind: 'addendum', body: '追記です。' })).json().note;
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
      expect(note.noted_on).toBe(today);
    });

    it('refuses bad notes with a message in Japanese per field', async () => {
      const article = await createArticle(t.deps, { writerId });
      const response = await addNote({ article_id: article.id, kind: 'apology', noted_on: '2026-13-40', body: '  ' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        kind: ['種類は訂正（correction）か追記（addendum）を選んでください'],
        noted_on: ['日付は 2026-11-22 の形で入力してください'],
        body: ['内容を入力してください'],
      });
      const listed = await t.app.inject({ url: `/api/v1/articles/notes?article_id=${article.id}`, headers: writer });
      expect(listed.json().notes).toEqual([]);
    });

    it('refuses an NG word in a note, on adding and on changing it, as in the article itself', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/style_rules/new',
        headers: admin,
        payload: { find: '必ず痩せる', kind: 'ng' },
      });
      const article = await createArticle(t.deps, { writerId });
      const refused = ['NGワード「必ず痩せる」が訂正・追記に含まれています。書き換えてください'];
      const added = await addNote({ article_id: article.id, kind: 'addendum', body: 'この方法なら必ず痩せる！' });
      expect(added.statusCode).toBe(422);
      expect(added.json().errors).toEqual({ body: refused });
      const fine = await addNote({ article_id: article.id, kind: 'addendum', body: '続編を書きました。' });
      expect(fine.statusCode, fine.body).toBe(201);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/articles/notes/update?id=${fine.json().note.id}`,
        headers: writer,
        payload: { body: '続編では必ず痩せる方法を' },
      });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().errors).toEqual({ body: refused });
      expect(await page(article.id)).not.toContain('必ず痩せる');
    });

    it('refuses a note dated after today in Japan, on adding and on changing it', async () => {
      const article = await createArticle(t.deps, { writerId });
      const tomorrow = jstDay(new Date(Date.now() + DAY_MS));
      const ahead = await addNote({
        article_id: article.id,
        kind: 'correction',
        noted_on: tomorrow,
        body: '誤字を直しました',
      });
      expect(ahead.statusCode).toBe(422);
      expect(ahead.json().errors).toEqual({ noted_on: ['日付は今日までの日を入力してください'] });
      const today = await addNote({
        article_id: article.id,
        kind: 'correction',
        noted_on: todayInJapan(),
        body: '誤字',
      });
      expect(today.statusCode, today.body).toBe(201);
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/articles/notes/update?id=${today.json().note.id}`,
        headers: writer,
        payload: { noted_on: '2062-11-29' },
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors.noted_on).toEqual(['日付は今日までの日を入力してください']);
    });

    it('changes only what an update sends, and deletes; both only for the writer or an admin', async () => {
      const article = await createArticle(t.deps, { writerId });
      const note = (
        await addNote({ article_id: article.id, kind: 'correction', noted_on: '2026-11-22', body: '初めの文' })
      ).json().note;
      const update = (payload: object, headers = writer) =>
        t.app.inject({ method: 'PATCH', url: `/api/v1/articles/notes/update?id=${note.id}`, headers, payload });
      expect((await update({ body: '他人が直す' }, other)).statusCode).toBe(404);
      const changed = await update({ body: '直した文' });
      expect(changed.json().note).toMatchObject({ kind: 'correction', noted_on: '2026-11-22', body: '直した文' });
      expect((await update({ kind: 'addendum' }, admin)).json().note).toMatchObject({
        kind: 'addendum',
        body: '直した文',
      });
      expect(await page(article.id)).toContain('追記（');

      const remove = (headers: Record<string, string>) =>
        t.app.inject({ method: 'DELETE', url: `/api/v1/articles/notes/delete?id=${note.id}`, headers });
      expect((await remove(other)).statusCode).toBe(404);
      expect((await remove(writer)).statusCode).toBe(200);
      expect((await remove(writer)).statusCode).toBe(404);
      expect(await page(article.id)).not.toContain('直した文');
    });
  });

  describe('更新日', () => {
    const publishedAt = new Date('2026-10-01T01:00:00Z');

    it('moves only on a save marked as a meaningful update, and dateModified follows it', async () => {
      const category = await createCategory(t.deps);
      const article = await createArticle(t.deps, { writerId, publishedAt, categoryId: category?.id });
      const minor = await saveThroughApi(t.app, writer, article.id, { lead: '誤字を直しました。' });
      expect(minor.statusCode, minor.body).toBe(200);
      expect(minor.json().article.revised_at).toBeNull();
      let html = await page(article.id);
      expect(html).toContain('公開日 <time dateTime="2026-10-01T01:00:00.000Z">2026年10月1日</time>');
      expect(html).not.toContain('更新日');
      expect(newsArticle(html)?.dateModified).toBe('2026-10-01T01:00:00.000Z');

      const before = Date.now();
      const major = await saveThroughApi(t.app, writer, article.id, {
        lead: '最新の研究を加えました。',
        mark_revised: true,
      });
      const revisedAt = major.json().article.revised_at as string;
      expect(new Date(revisedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      html = await page(article.id);
      expect(html).toMatch(/更新日 <time dateTime="[^"]+">\d{4}年\d{1,2}月\d{1,2}日<\/time>/);
      expect(newsArticle(html)?.dateModified).toBe(revisedAt);

      // A later minor save keeps the shown date.
      const again = await saveThroughApi(t.app, writer, article.id, { title: 'タイトルの表記を直しました' });
      expect(again.json().article.revised_at).toBe(revisedAt);
      expect(newsArticle(await page(article.id))?.dateModified).toBe(revisedAt);
    });

    it('gives an article not out yet no 更新日, even when the save is marked', async () => {
      const draft = await createArticle(t.deps, { writerId, status: 'draft', publishedAt: null });
      const saved = await saveThroughApi(t.app, writer, draft.id, { lead: '下書き', mark_revised: true });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().article.revised_at).toBeNull();
    });
  });
});
