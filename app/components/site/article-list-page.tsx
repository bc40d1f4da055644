// The shape shared by every "list of articles" page: heading, optional intro, grid, page links.
import type { ReactNode } from 'react';
import type { ArticleCard } from '../../../contract/articles.ts';
import type { Meta } from '../../../contract/common.ts';
import { formatTotal } from '../../lib/format.ts';
import { ArticleGrid, type Excerpt } from './article-card.tsx';
import { PageLinks } from './page-links.tsx';
import { PromotionNotice } from './section.tsx';
import { Text } from './text.tsx';
import ui from './ui.module.css';

/** Cards per page of the site's plain article lists (all, tag, search). */
export const ARTICLES_PER_PAGE = 24;

export function ArticleListPage(props: {
  title: string;
  intro?: ReactNode;
  articles: ArticleCard[];
  /** A search's marked titles and quoted passages, by article id. */
  excerpts?: Record<number, Excerpt>;
  /** The loader's answer from hasPromotion() (contract/promotion.ts). */
  hasPromotion: boolean;
  meta: Meta;
  href: (page: number) => string;
  empty?: ReactNode;
}) {
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-lg)' }}>
      <h1 style={{ margin: '0 0 8px', fontSize: '1.7rem' }}>{props.title}</h1>
      {props.intro}
      {props.hasPromotion && <PromotionNotice />}
      <Text size="sm" dimmed style={{ marginBlock: 'var(--mantine-spacing-md)' }}>
        {formatTotal(props.meta)}
        {props.meta.total_capped && '（キーワードを追加すると、さらに絞り込めます）'}
      </Text>
      {props.articles.length === 0 ? (
        props.empty
      ) : (
        <section aria-labelledby="list-heading">
          {/* The cards are h3s: a heading between them and the h1 keeps the outline in order. */}
          <h2 id="list-heading" className={ui.visuallyHidden}>
            記事一覧
          </h2>
          <ArticleGrid articles={props.articles} excerpts={props.excerpts} eagerFirst={3} />
        </section>
      )}
      <PageLinks meta={props.meta} href={props.href} />
    </div>
  );
}
