// Checks that guard a write hold when the writes race: stale saves, the last admin, tree moves and
// unique keys, each sent as parallel requests (on PostgreSQL they run on separate connections).
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writers } from '../../server/db/schema/accounts.ts';
import { categories } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';

const ROUNDS = 8;

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe.each(testDatabases)('racing saves on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  const send = (headers: Record<string, string>, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

  it('accepts one of two saves based on the same version and answers 409 to the other', async () => {
    const writer = await createWriter(t.deps);
    const headers = await authHeader(t.deps, writer.id);
    for (let round = 0; round < ROUNDS; round++) {
      const article = await createArticle(t.deps, { writerId: writer.id, status: 'draft' });
      const base = { id: article.id, updated_at: article.updatedAt.toISOString() };
      const results = await Promise.all([
        send(headers, 'PATCH', '/articles/update', { ...base, title: '一人目の保存' }),
        send(headers, 'PATCH', '/articles/update', { ...base, title: '二人目の保存' }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.json().article.title;
      const stored = await t.app.inject({ method: 'GET', url: `/api/v1/articles/view?id=${article.id}`, headers });
      expect(stored.json().article.title).toBe(winner);
    }
  });

  it('keeps an admin when two admins demote each other at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await t.deps.db.update(writers).set({ role: 'writer' }).where(eq(writers.role, 'admin'));
      const a = await createWriter(t.deps, { role: 'admin' });
      const b = await createWriter(t.deps, { role: 'admin' });
      const results = await Promise.all([
        send(await authHeader(t.deps, a.id), 'PATCH', `/writers/update?id=${b.id}`, { role: 'writer' }),
        send(await authHeader(t.deps, b.id), 'PATCH', `/writers/update?id=${a.id}`, { role: 'writer' }),
      ]);
      // The loser is refused as the last admin (422) or, if it ran after the winner, as someone whose
      // session the demotion ended (401) or who is no admin any more (403).
      const [won, lost] = statuses(results);
      expect(won).toBe(200);
      expect([401, 403, 422]).toContain(lost);
      const admins = await t.deps.db
        .select()
        .from(writers)
        .where(eq(writers.role, 'admin'))
        .then((rows) => rows.filter((w) => w.deletedAt === null));
      expect(admins).toHaveLength(1);
    }
  });

  it('keeps an admin when two admins move each other to the trash at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await t.deps.db.update(writers).set({ role: 'writer' }).where(eq(writers.role, 'admin'));
      const a = await createWriter(t.deps, { role: 'admin' });
      const b = await createWriter(t.deps, { role: 'admin' });
      const results = await Promise.all([
        send(await authHeader(t.deps, a.id), 'DELETE', `/writers/delete?id=${b.id}`),
        send(await authHeader(t.deps, b.id), 'DELETE', `/writers/delete?id=${a.id}`),
      ]);
      expect(results.map((r) => r.statusCode)).toContain(200);
      const live = await t.deps.db.select().from(writers).where(isNull(writers.deletedAt));
      expect(live.filter((w) => w.role === 'admin')).toHaveLength(1);
    }
  });

  it('never builds a parent cycle from two parallel category moves', async () => {
    const admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    for (let round = 0; round < ROUNDS; round++) {
      const x = await createCategory(t.deps);
      const y = await createCategory(t.deps);
      const results = await Promise.all([
        send(admin, 'PATCH', `/categories/update?id=${x.id}`, { parent_id: y.id }),
        send(admin, 'PATCH', `/categories/update?id=${y.id}`, { parent_id: x.id }),
      ]);
      expect(statuses(results)).toEqual([200, 422]);
      const rows = await t.deps.db.select().from(categories);
      const parentOf = new Map(rows.map((c) => [c.id, c.parentId]));
      // Two levels only: no category's parent has a parent of its own.
      for (const row of rows) if (row.parentId !== null) expect(parentOf.get(row.parentId)).toBeNull();
    }
  });

  it('gives one new account and 422s to six parallel sign-ups with one address', async () => {
    const admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const body = { email: 'same@example.com', name: '同じ人', password: 'long-enough-password' };
    const results = await Promise.all(Array.from({ length: 6 }, () => send(admin, 'POST', '/writers/new', body)));
    expect(statuses(results)).toEqual([201, 422, 422, 422, 422, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    expect(refused?.json()).toEqual({ errors: { email: ['このメールアドレスは既に登録されています'] } });
  });

  it('gives one tag and 422s to parallel creations with one slug', async () => {
    const admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => send(admin, 'POST', `/tags/new?title=${i}&slug=same-slug`)),
    );
    expect(statuses(results)).toEqual([201, 422, 422, 422]);
    expect(results.find((r) => r.statusCode === 422)?.json()).toEqual({
      errors: { slug: ['このスラッグは既に使われています'] },
    });
  });
});
