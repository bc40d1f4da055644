// Tags, tag links, daily views and hidden (draft / scheduled / trashed) articles for feed and ranking tests.
import { randomBytes } from 'node:crypto';
import { DAY_MS, jstDaysAgo } from '../../contract/time.ts';
import { articleDailyViews, pageViews } from '../../server/db/schema/analytics.ts';
import { articleTags, tags } from '../../server/db/schema/content.ts';
import type { Deps } from '../../server/deps.ts';
import { createArticle } from './factories.ts';

const HOUR_MS = 60 * 60 * 1000;

export async function createTag(deps: Pick<Deps, 'db'>, overrides: Partial<typeof tags.$inferInsert> = {}) {
  const slug = `tag-${randomBytes(4).toString('hex')}`;
  const [row] = await deps.db
    .insert(tags)
    .values({ title: `タグ${slug}`, slug, reading: 'たぐ', ...overrides })
    .returning();
  return row;
}

export async function tagArticle(deps: Pick<Deps, 'db'>, articleId: number, ...tagIds: number[]) {
  await deps.db.insert(articleTags).values(tagIds.map((tagId) => ({ articleId, tagId })));
}

/** `views` by `visitors` distinct visitors (by default one view each) on the JST day `daysAgo` days before today. */
export async function addViews(
  deps: Pick<Deps, 'db'>,
  articleId: number,
  daysAgo: number,
  views: number,
  visitors: number = views,
) {
  await deps.db.insert(articleDailyViews).values({ articleId, day: jstDaysAgo(daysAgo), views, visitors });
}

/**
 * Raw page views of an article, as the beacon stores them: `views` hits now from `visitors` distinct
 * visitors (hits spread evenly over them). Rankings see them after `rollUpDailyViews`.
 */
export async function addPageViews(
  deps: Pick<Deps, 'db'>,
  articleId: number,
  { views, visitors }: { views: number; visitors: number },
) {
  const salt = randomBytes(8).toString('hex');
  const rows = Array.from({ length: views }, (_, i) => ({
    path: `/articles/${articleId}`,
    articleId,
    visitorHash: `${salt}-${i % visitors}`.padEnd(64, '0'),
  }));
  for (let i = 0; i < rows.length; i += 500) await deps.db.insert(pageViews).values(rows.slice(i, i + 500));
}

/** A published article `hoursAgo` hours old. */
export function createPublishedArticle(
  deps: Pick<Deps, 'db'>,
  hoursAgo: number,
  overrides: Parameters<typeof createArticle>[1],
) {
  return createArticle(deps, { publishedAt: new Date(Date.now() - hoursAgo * HOUR_MS), ...overrides });
}

/**
 * One article the public must never see of each kind: a draft, a scheduled one (published_at in
 * two days) and a trashed one. Each gets `overrides` (tags and views are the caller's).
 */
export async function createHiddenArticles(deps: Pick<Deps, 'db'>, overrides: Parameters<typeof createArticle>[1]) {
  const [draft, scheduled, trashed] = await Promise.all([
    createArticle(deps, { title: '下書き', ...overrides, status: 'draft', publishedAt: null }),
    createArticle(deps, { title: '予約投稿', ...overrides, publishedAt: new Date(Date.now() + 2 * DAY_MS) }),
    createArticle(deps, { title: 'ゴミ箱', ...overrides, deletedAt: new Date() }),
  ]);
  return { draft, scheduled, trashed };
}
