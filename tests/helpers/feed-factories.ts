// Tags, tag links and daily views for feed and ranking tests.
import { randomBytes } from 'node:crypto';
import { articleDailyViews, articleTags, tags } from '../../server/db/schema.ts';
import type { Deps } from '../../server/deps.ts';
import { jstDay } from '../../server/services/analytics/jst-day.ts';

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

/** `views` on the JST day `daysAgo` days before today. */
export async function addViews(deps: Pick<Deps, 'db'>, articleId: number, daysAgo: number, views: number) {
  const day = jstDay(new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000));
  await deps.db.insert(articleDailyViews).values({ articleId, day, views });
}
