// An admin list keeps its keyword, view (the live rows or the trash) and page in the URL. Moving
// keeps the keyword and view not named and starts on the first page unless one is named.
import { useRevalidator, useSearchParams } from 'react-router';
import type { Meta } from '../../contract/common.ts';

type Place = { keyword?: string; trash?: boolean; page?: number };

export function useListNavigation(current: { keyword: string; trash?: boolean }) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();

  function go(next: Place) {
    const keyword = next.keyword ?? current.keyword;
    const trash = next.trash ?? current.trash ?? false;
    const query: Record<string, string> = {};
    if (keyword) query.keyword = keyword;
    if (trash) query.trash = 'true';
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  }

  /** After a row is removed: the last one of a later page went, so show the page before; else read the page again. */
  function reloadAfterRemoval(meta: Meta, rowsShown: number) {
    if (rowsShown === 1 && meta.page > 1) go({ page: meta.page - 1 });
    else revalidator.revalidate();
  }

  return { go, reloadAfterRemoval };
}
