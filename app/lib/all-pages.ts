// Every item of a paged list, for the few admin controls that must show them all (the writer
// filter, each writer's article count): pages of MAX_PER, the first one telling how many follow.
import { MAX_PER, type Meta, type PageQuery } from '../../contract/common.ts';

export async function allPages<Page extends { meta: Meta }, Item>(
  fetchPage: (page: PageQuery) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
): Promise<Item[]> {
  const first = await fetchPage({ page: 1, per: MAX_PER });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.total_pages - 1) }, (_, i) => fetchPage({ page: i + 2, per: MAX_PER })),
  );
  return [first, ...rest].flatMap(itemsOf);
}
