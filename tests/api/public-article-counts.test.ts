// Article counts on the reading site's lists: /categories by subtopic and main category, /tag_list by
// tag, counting only what readers can open, and following a publish at once.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter, saveThroughApi } from '../helpers/factories.ts';
import { createTag, tagArticle } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

/** The count shown right after `name` in the page's text, e.g. 「収納（3）」 → 3. */
function countAfter(html: string, name: string): number | null {
  const text = html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
  const match = text.match(new RegExp(`${name}（(\\d+)）`));
  return match ? Number(match[1]) : null;
}

describe.each(testDatabases)('article counts on the public lists on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let draftId: number;

  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    const writerId = (await createWriter(t.deps, { role: 'admin' })).id;
    admin = await authHeader(t.deps, writerId);
    const main = await createCategory(t.deps, { title: 'かぞえる暮らし', slug: 'count-living' });
    const storage = await createCategory(t.deps, { title: 'かぞえる収納', slug: 'count-storage', parentId: main!.id });
    const food = await createCategory(t.deps, { title: 'かぞえるごはん', slug: 'count-food', parentId: main!.id });
    const tag = await createTag(t.deps, { title: '数える時短', reading: 'かぞえるじたん' });
    for (const categoryId of [storage!.id, storage!.id, food!.id]) {
      const article = await createArticle(t.deps, { writerId, categoryId });
      await tagArticle(t.deps, article!.id, tag.id);
    }
    const draft = await createArticle(t.deps, {
      writerId,
      categoryId: storage!.id,
      status: 'draft',
      publishedAt: null,
    });
    await tagArticle(t.deps, draft!.id, tag.id);
    draftId = draft!.id;
  });
  afterAll(() => t?.close());

  it('counts public articles by subtopic, and a main category as its subtopics together', async () => {
    const html = (await t.app.inject('/categories')).body;
    expect(countAfter(html, 'かぞえる収納')).toBe(2);
    expect(countAfter(html, 'かぞえるごはん')).toBe(1);
    expect(countAfter(html, 'かぞえる暮らし')).toBe(3);
    expect(html).toContain('2件');
  });

  it('counts public articles by tag on the tag list', async () => {
    expect(countAfter((await t.app.inject('/tag_list')).body, '#数える時短')).toBe(3);
  });

  it('follows a publish through the API on the next request', async () => {
    await t.app.inject('/categories');
    expect((await saveThroughApi(t.app, admin, draftId, { status: 'published' })).statusCode).toBe(200);
    expect(countAfter((await t.app.inject('/categories')).body, 'かぞえる収納')).toBe(3);
    expect(countAfter((await t.app.inject('/tag_list')).body, '#数える時短')).toBe(4);
  });
});
