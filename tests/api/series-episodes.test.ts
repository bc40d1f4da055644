// A 連載 episode leads to the one before and after it in its series, skipping what readers cannot
// open, and to the series' page; an article outside 連載 shows no such links.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../server/db/schema/content.ts';
import { listSeriesEpisodes } from '../../server/services/articles/public/series-episodes.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle } from '../helpers/feed-factories.ts';

describe.each(testDatabases)('series episodes on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const category = (id: number, title: string, slug: string, parentSlug: string) => ({
    id,
    title,
    slug,
    parent: { slug: parentSlug },
  });
  let comic: ReturnType<typeof category>;
  let food: ReturnType<typeof category>;

  beforeAll(async () => {
    t = await build(kind);
    const writerId = (await createWriter(t.deps)).id;
    const series = await createCategory(t.deps, { slug: 'series', title: '連載' });
    const comicRow = await createCategory(t.deps, { slug: 'comic', title: 'コミック', parentId: series.id });
    const living = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    const foodRow = await createCategory(t.deps, { slug: 'food', title: '食', parentId: living.id });
    comic = category(comicRow.id, 'コミック', 'comic', 'series');
    food = category(foodRow.id, '食', 'food', 'living');
    const episode = (name: string, hoursAgo: number, extra = {}) =>
      createPublishedArticle(t.deps, hoursAgo, { writerId, categoryId: comicRow.id, title: name, ...extra }).then(
        (row) => {
          ids[name] = row.id;
        },
      );
    await episode('第1話', 40);
    await episode('第2話', 30);
    await episode('下書きの第3話', 25, { status: 'draft' });
    await episode('第3話', 20);
    ids.other = (await createPublishedArticle(t.deps, 35, { writerId, categoryId: foodRow.id })).id;
  });
  afterAll(() => t?.close());

  const neighbours = async (name: string, where = comic) => {
    const [row] = await t.deps.db
      .select()
      .from(articles)
      .where(eq(articles.id, ids[name] as number));
    const found = await listSeriesEpisodes(t.deps, {
      id: row!.id,
      published_at: row!.publishedAt!.toISOString(),
      category: where,
    });
    return found && { ...found, previous: found.previous?.title ?? null, next: found.next?.title ?? null };
  };

  it('links the episodes before and after, skipping a draft, and the series page', async () => {
    expect(await neighbours('第2話')).toEqual({
      series: { title: 'コミック', path: '/series/comic' },
      previous: '第1話',
      next: '第3話',
    });
    expect(await neighbours('第1話')).toMatchObject({ previous: null, next: '第2話' });
    expect(await neighbours('第3話')).toMatchObject({ previous: '第2話', next: null });
  });

  it('shows nothing for an article outside 連載', async () => {
    expect(await neighbours('other', food)).toBeNull();
  });
});
