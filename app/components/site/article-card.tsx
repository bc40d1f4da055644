// The card every list uses; sponsored articles always say 「PR」 with their sponsor.
import { Link } from 'react-router';
import type { ArticleCard as Card } from '../../../contract/articles.ts';
import { sponsorLine } from '../../../contract/promotion.ts';
import { formatDate } from '../../lib/format.ts';
import { sized, srcSet } from '../../lib/images.ts';
import classes from './article-card.module.css';
import { Text } from './text.tsx';

export function PrLabel({ sponsor }: { sponsor: string | null }) {
  return (
    <span className={classes.pr}>
      <span className={classes.prBadge} data-pr-badge="">
        PR
      </span>
      {sponsor && (
        <Text as="span" size="xs" dimmed lineClamp={1}>
          {sponsorLine(sponsor)}
        </Text>
      )}
    </span>
  );
}

export function ArticleCard({
  article,
  eager = false,
  sizes = '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
}: {
  article: Card;
  eager?: boolean;
  sizes?: string;
}) {
  return (
    <article className={classes.card}>
      <Link to={`/articles/${article.id}`} prefetch="intent" className={classes.link}>
        <div className={classes.thumb}>
          {article.thumbnail_url ? (
            <img
              src={sized(article.thumbnail_url, 640)}
              srcSet={srcSet(article.thumbnail_url)}
              sizes={sizes}
              alt=""
              width={640}
              height={360}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <span className={classes.placeholder} aria-hidden="true">
              Salvia
            </span>
          )}
        </div>
        <div className={classes.body}>
          {article.is_pr && <PrLabel sponsor={article.sponsor} />}
          {article.category && (
            <Text size="xs" bold className={classes.category}>
              {article.category.title}
            </Text>
          )}
          <h3 className={classes.title}>{article.title}</h3>
          <Text size="xs" dimmed>
            {article.published_at && <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>}
            {' ・ '}
            {article.writer.name}
          </Text>
        </div>
      </Link>
    </article>
  );
}

/** On a phone the cards after the first are rows with a 120 px picture (article-card.module.css). */
const ROW_SIZES = '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 120px';

export function ArticleGrid({ articles, eagerFirst = 0 }: { articles: Card[]; eagerFirst?: number }) {
  return (
    <div className={classes.grid}>
      {articles.map((a, i) => (
        <ArticleCard key={a.id} article={a} eager={i < eagerFirst} sizes={i > 0 ? ROW_SIZES : undefined} />
      ))}
    </div>
  );
}
