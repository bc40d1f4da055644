// GET /api/v1/articles/link_targets: which linked articles readers can open, so the editor can list
// the broken ones before publishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('link targets on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let writerId: number;

  beforeAll(async () => {
    t = await build(kind);
    writerId = (await createWriter(t.deps)).id;
    headers = await authHeader(t.deps, writerId);
  });
  afterAll(() => t?.close());

  const ask = (ids: string, auth: Record<string, string> = headers) =>
    t.app.inject({ url: `/api/v1/articles/link_targets?ids=${ids}`, headers: auth });

  it('answers only the articles readers can open now', async () => {
    const live = await createArticle(t.deps, { writerId });
    const draft = await createArticle(t.deps, { writerId, status: 'draft', publishedAt: null });
    const scheduled = await createArticle(t.deps, { writerId, publishedAt: new Date(Date.now() + 86_400_000) });
    const trashed = await createArticle(t.deps, { writerId, deletedAt: new Date() });
    const res = await ask([trashed.id, live.id, draft.id, scheduled.id, 99_999_999, live.id].join(','));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ live: [live.id] });
  });

  it('is for staff, and refuses a malformed list in Japanese', async () => {
    expect((await ask('1', {})).statusCode).toBe(401);
    for (const ids of ['', 'a,b', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await ask(ids);
      expect(res.statusCode, ids).toBe(422);
      expect(JSON.stringify(res.json())).toMatch(/ids/);
    }
  });

  it('refuses an id past what the database holds with a 422 in Japanese, not a server error', async () => {
    for (const ids of ['2147483648', '1,9999999999', '0']) {
      const res = await ask(ids);
      expect(res.statusCode, ids).toBe(422);
      expect(Object.values(res.json().errors).flat(), ids).toEqual([
        expect.stringMatching(ids === '0' ? /IDは1以上/ : /IDが大きすぎます/),
      ]);
    }
    expect((await ask('2147483647')).json()).toEqual({ live: [] });
  });
});
