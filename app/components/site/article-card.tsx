// The card every list uses; sponsored articles always say 「PR」 with their sponsor.
import { useId } from 'react';
import { Link } from 'react-router';
import type { ArticleCard as Card } from '../../../contract/articles.ts';
import { sponsorLine } from '../../../contract/promotion.ts';
import type { Snippet } from '../../../contract/search-snippet.ts';
import { formatDate } from '../../../contract/time.ts';
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

/** What a search result shows besides the card: its title with the terms marked, a quoted passage. */
export type Excerpt = { title: Snippet; passage: Snippet };

function Marked({ parts }: { parts: Snippet }) {
  return parts.map((part, i) =>
    // The parts of one text never move: their order is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    part.marked ? <mark key={i}>{part.text}</mark> : part.text,
  );
}

export function ArticleCard({
  article,
  excerpt,
  eager = false,
  sizes = '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
}: {
  article: Card;
  excerpt?: Excerpt;
  eager?: boolean;
  sizes?: string;
}) {
  const titleId = useId();
  return (
    // Named by its title, so a screen reader's list of articles tells them apart.
    <article className={classes.card} aria-labelledby={titleId}>
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
          <h3 id={titleId} className={classes.title}>
            {excerpt ? <Marked parts={excerpt.title} /> : article.title}
          </h3>
          {excerpt && (
            <p className={classes.passage}>
              <Marked parts={excerpt.passage} />
            </p>
          )}
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

export function ArticleGrid({
  articles,
  excerpts,
  eagerFirst = 0,
}: {
  articles: Card[];
  excerpts?: Record<number, Excerpt>;
  eagerFirst?: number;
}) {
  return (
    <div className={classes.grid}>
      {articles.map((a, i) => (
        <ArticleCard
          key={a.id}
          article={a}
          excerpt={excerpts?.[a.id]}
          eager={i < eagerFirst}
          sizes={i > 0 ? ROW_SIZES : undefined}
        />
      ))}
    </div>
  );
}
