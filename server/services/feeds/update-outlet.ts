// Changes an outlet's rule; what the request leaves out stays as it was (or as the default rule has it).
import { inArray, sql } from 'drizzle-orm';
import { type FeedOutlet, findOutlet, type OutletUpdate } from '../../../contract/feed-outlets.ts';
import { categories } from '../../db/schema/content.ts';
import { feedOutlets } from '../../db/schema/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { ruleOf, toOutletJson } from './outlet-json.ts';

export async function updateOutlet(
  deps: Pick<Deps, 'db'>,
  options: { id: string; input: OutletUpdate },
): Promise<FeedOutlet> {
  const outlet = findOutlet(options.id);
  if (!outlet) throw AppError.notFound('配信先が見つかりませんでした');
  const { input } = options;
  const excluded = input.excluded_category_ids;
  if (excluded && excluded.length > 0) {
    const found = await deps.db.select({ id: categories.id }).from(categories).where(inArray(categories.id, excluded));
    if (found.length !== excluded.length) {
      throw AppError.validation({ excluded_category_ids: ['存在しないカテゴリが含まれています'] });
    }
  }
  const base = ruleOf(outlet, undefined);
  const set = {
    ...(input.enabled !== undefined && { enabled: input.enabled }),
    ...(input.exclude_pr !== undefined && { excludePr: input.exclude_pr }),
    ...(excluded !== undefined && { excludedCategoryIds: excluded }),
    ...(input.delay_minutes !== undefined && { delayMinutes: input.delay_minutes }),
    ...(input.item_count !== undefined && { itemCount: input.item_count }),
  };
  // One statement: a first save starts from the default rule, a later one changes only what it sends,
  // and two saves at once never lose each other's fields.
  const [row] = await deps.db
    .insert(feedOutlets)
    .values({
      id: outlet.id,
      enabled: base.enabled,
      excludePr: base.exclude_pr,
      excludedCategoryIds: base.excluded_category_ids,
      delayMinutes: base.delay_minutes,
      itemCount: base.item_count,
      ...set,
    })
    .onConflictDoUpdate({ target: feedOutlets.id, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return toOutletJson(outlet, row);
}
