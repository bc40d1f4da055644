// 関連記事 picked by hand: they lead the article page's 「あわせて読みたい」 in their order, the
// automatic recommendations fill the rest, a pick that leaves the public is skipped, and the kept
// page and its data follow every change.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter, saveThroughApi } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

/** The titles in the page's 「あわせて読みたい」, in their order. */
function relatedTitles(html: string, titles: string[]): string[] {
  const start = html.indexOf('あわせて読みたい');
  const section = html.slice(start, html.indexOf('</section>', start));
  return titles
    .map((title) => ({ title, at: section.indexOf(title) }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((t) => t.title);
}

describe.each(testDatabases)('hand-picked related articles on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writer: Record<string, string>;
  let writerId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
    const main = await createCategory(t.deps);
    categoryId = (await createCategory(t.deps, { parentId: main!.id }))!.id;
  });
  afterAll(() => t?.close());

  const put = (id: number, related_ids: unknown, headers = writer) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/articles/related_picks?id=${id}`, headers, payload: { related_ids } });
  const article = (title: string, overrides: Record<string, unknown> = {}) =>
    createArticle(t.deps, { writerId, title, categoryId, ...overrides }).then((a) => a!.id);

  it('puts the picks first in their order and fills the rest with the automatic ones', async () => {
    const otherCategory = (await createCategory(t.deps, { parentId: (await createCategory(t.deps))!.id }))!.id;
    const source = await article('ピックの元記事');
    const auto = await article('自動で選ばれる同じカテゴリの記事');
    const pickA = await article('手で選んだ記事A', { categoryId: otherCategory });
    const pickB = await article('手で選んだ記事B', {
      categoryId: otherCategory,
      isPr: true,
      sponsor: '株式会社サンプル',
    });
    const titles = ['自動で選ばれる同じカテゴリの記事', '手で選んだ記事A', '手で選んだ記事B'];

    const before = await t.app.inject(`/articles/${source}`);
    expect(relatedTitles(before.body, titles)).toEqual(['自動で選ばれる同じカテゴリの記事']);

    const saved = await put(source, [pickB, pickA]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().related).toEqual([
      { id: pickB, title: '手で選んだ記事B', is_pr: true, shown: true },
      { id: pickA, title: '手で選んだ記事A', is_pr: false, shown: true },
    ]);
    // The kept page and the article's kept data are dropped by the change.
    const after = await t.app.inject(`/articles/${source}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(relatedTitles(after.body, titles)).toEqual([
      '手で選んだ記事B',
      '手で選んだ記事A',
      '自動で選ばれる同じカテゴリの記事',
    ]);
    // A sponsored pick carries its PR label as on every card.
    expect(after.body).toContain('本ページにはプロモーションが含まれています');

    const listed = await t.app.inject({ url: `/api/v1/articles/related_picks?id=${source}`, headers: writer });
    expect(listed.json().related.map((p: { id: number }) => p.id)).toEqual([pickB, pickA]);
    // An automatic one that is picked too moves to its picked place.
    await put(source, [pickA, auto]);
    const both = (await t.app.inject(`/articles/${source}`)).body;
    expect(relatedTitles(both, titles)).toEqual(['手で選んだ記事A', '自動で選ばれる同じカテゴリの記事']);
  });

  it('skips a pick that leaves the public, and shows it again when it comes back', async () => {
    const source = await article('非公開テストの元記事');
    const pick = await article('あとで下書きに戻す記事', { writerId });
    expect((await put(source, [pick])).statusCode).toBe(200);
    expect(relatedTitles((await t.app.inject(`/articles/${source}`)).body, ['あとで下書きに戻す記事'])).toHaveLength(1);

    expect((await saveThroughApi(t.app, admin, pick, { status: 'draft' })).statusCode).toBe(200);
    expect(relatedTitles((await t.app.inject(`/articles/${source}`)).body, ['あとで下書きに戻す記事'])).toEqual([]);
    const listed = await t.app.inject({ url: `/api/v1/articles/related_picks?id=${source}`, headers: writer });
    expect(listed.json().related).toEqual([{ id: pick, title: 'あとで下書きに戻す記事', is_pr: false, shown: false }]);
    // Kept through a later save of the list, though it could not be picked anew.
    const other = await article('あとから足す記事');
    expect((await put(source, [pick, other])).statusCode).toBe(200);

    expect((await saveThroughApi(t.app, admin, pick, { status: 'published' })).statusCode).toBe(200);
    expect(relatedTitles((await t.app.inject(`/articles/${source}`)).body, ['あとで下書きに戻す記事'])).toHaveLength(1);
  });

  it('refuses in Japanese what cannot be picked', async () => {
    const source = await article('拒否テストの元記事');
    const draft = await article('下書きの記事', { status: 'draft', publishedAt: null });
    const trashed = await article('ゴミ箱の記事', { deletedAt: new Date() });
    const many = await Promise.all(Array.from({ length: 7 }, (_, i) => article(`候補${i}`)));
    const cases: [unknown, string][] = [
      [[draft], '関連記事に選べるのは公開中の記事だけです'],
      [[trashed], '関連記事に選べるのは公開中の記事だけです'],
      [[2_147_483_647], '関連記事に選べるのは公開中の記事だけです'],
      [[source], '記事そのものは関連記事に選べません'],
      [many, '関連記事は6件まで選べます'],
      [[many[0], many[0]], '同じ記事が2回選ばれています'],
      ['1,2', 'related_ids は記事IDの配列で指定してください'],
    ];
    for (const [ids, message] of cases) {
      const response = await put(source, ids);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().errors.related_ids).toEqual([message]);
    }
    const listed = await t.app.inject({ url: `/api/v1/articles/related_picks?id=${source}`, headers: writer });
    expect(listed.json().related).toEqual([]);
  });

  it('lets writers pick for their own articles only, and admins for any', async () => {
    const source = await article('権限テストの元記事');
    const pick = await article('権限テストの候補');
    const stranger = await authHeader(t.deps, (await createWriter(t.deps)).id);
    expect((await put(source, [pick], stranger)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/articles/related_picks?id=${source}`, headers: stranger })).statusCode,
    ).toBe(404);
    expect((await put(source, [pick], {})).statusCode).toBe(401);
    expect((await put(source, [pick], admin)).statusCode).toBe(200);
  });

  it('keeps one whole list when two editors save at once', async () => {
    const source = await article('同時保存の元記事');
    const picks = await Promise.all(Array.from({ length: 4 }, (_, i) => article(`同時保存の候補${i}`)));
    const lists = [picks.slice(0, 2), picks.slice(2, 4)];
    const answers = await Promise.all(lists.map((ids) => put(source, ids)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const listed = await t.app.inject({ url: `/api/v1/articles/related_picks?id=${source}`, headers: writer });
    expect(lists).toContainEqual(listed.json().related.map((p: { id: number }) => p.id));
  });
});
