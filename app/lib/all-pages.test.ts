import { describe, expect, it } from 'vitest';
import { MAX_PER, type PageQuery, pageWindow } from '../../contract/common.ts';
import { allPages } from './all-pages.ts';

/** A list of `total` numbered items served a page at a time, recording the pages asked for. */
function pagedList(total: number) {
  const asked: PageQuery[] = [];
  const fetchPage = async (q: PageQuery) => {
    asked.push(q);
    const { limit, offset } = pageWindow(q);
    const items = Array.from({ length: total }, (_, i) => i + 1).slice(offset, offset + limit);
    return { items, meta: { page: q.page, per: q.per, total, total_pages: Math.ceil(total / q.per) } };
  };
  return { asked, fetchPage };
}

describe('allPages', () => {
  it('reads past the largest page size, every item once and in order', async () => {
    const list = pagedList(2 * MAX_PER + 5);
    const items = await allPages(list.fetchPage, (p) => p.items);
    expect(items).toEqual(Array.from({ length: 2 * MAX_PER + 5 }, (_, i) => i + 1));
    expect(list.asked.map((q) => q.page)).toEqual([1, 2, 3]);
  });

  it('asks once for a list that fits one page, or an empty one', async () => {
    const small = pagedList(3);
    expect(await allPages(small.fetchPage, (p) => p.items)).toEqual([1, 2, 3]);
    const empty = pagedList(0);
    expect(await allPages(empty.fetchPage, (p) => p.items)).toEqual([]);
    expect([small.asked.length, empty.asked.length]).toEqual([1, 1]);
  });
});
