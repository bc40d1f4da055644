// Pagination as real links (crawlable, works without JavaScript).
import { Link } from 'react-router';
import type { Meta } from '../../../contract/common.ts';
import classes from './page-links.module.css';

/** Page numbers around `page`, with null where a run is left out: 1 … 4 5 6 … 20. */
export function pageRange(page: number, total: number): (number | null)[] {
  const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return numbers(1, total);
  if (page <= 4) return [...numbers(1, 5), null, total];
  if (page >= total - 3) return [1, null, ...numbers(total - 4, total)];
  return [1, null, ...numbers(page - 1, page + 1), null, total];
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : {}}>
      <path d="M6 3l4.5 4.5L6 12" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** `href(page)` builds the URL of a page. */
export function PageLinks({ meta, href }: { meta: Meta; href: (page: number) => string }) {
  const { page, total_pages: total } = meta;
  if (total <= 1) return null;
  const step = (target: number, label: string, flip: boolean) =>
    target < 1 || target > total ? (
      <span className={classes.control} aria-disabled="true">
        <Chevron flip={flip} />
      </span>
    ) : (
      <Link to={href(target)} className={classes.control} aria-label={label} rel={flip ? 'prev' : 'next'}>
        <Chevron flip={flip} />
      </Link>
    );
  return (
    <nav aria-label="ページ" className={classes.root}>
      {step(page - 1, '前のページ', true)}
      {pageRange(page, total).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
          <span key={`gap-${i}`} className={classes.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={n} to={href(n)} className={classes.control} aria-current={n === page ? 'page' : undefined}>
            {n}
          </Link>
        ),
      )}
      {step(page + 1, '次のページ', false)}
    </nav>
  );
}
