// Pagination as real links (crawlable, works without JavaScript).
import { Pagination } from '@mantine/core';
import { Link } from 'react-router';
import type { Meta } from '../../../contract/common.ts';

/** `href(page)` builds the URL of a page. */
export function PageLinks({ meta, href }: { meta: Meta; href: (page: number) => string }) {
  if (meta.total_pages <= 1) return null;
  return (
    <Pagination
      mt="xl"
      total={meta.total_pages}
      value={meta.page}
      getItemProps={(p) => ({ component: Link, to: href(p) })}
      getControlProps={(control) => {
        const target = { first: 1, previous: meta.page - 1, next: meta.page + 1, last: meta.total_pages }[control];
        return {
          component: Link,
          to: href(Math.min(Math.max(target, 1), meta.total_pages)),
          'aria-label': control === 'next' ? '次のページ' : control === 'previous' ? '前のページ' : undefined,
        };
      }}
    />
  );
}

/** The `page` query parameter, or 1 when it is missing or malformed. */
export function pageParam(request: Request): number {
  const value = new URL(request.url).searchParams.get('page') ?? '1';
  return /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}
