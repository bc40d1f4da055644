// A numbered ranking with day / week / month tabs (WAI-ARIA tabs: arrow keys move between them).
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RankedArticle } from '../../../contract/article-feeds.ts';
import { sized } from '../../lib/images.ts';
import { PrLabel } from './article-card.tsx';
import classes from './ranking-list.module.css';
import { Text } from './text.tsx';

const TABS = [
  { value: 'day', label: '今日' },
  { value: 'week', label: '週間' },
  { value: 'month', label: '月間' },
] as const;

type Period = (typeof TABS)[number]['value'];

/** What one line of a ranking shows; `rank` is left out for lists that are not ranked (newest). */
export type RankingItem = Pick<RankedArticle, 'id' | 'title' | 'thumbnail_url' | 'is_pr' | 'sponsor'> & {
  rank?: number;
};

/** A numbered list of article links with small thumbnails (and 「PR」 on sponsored ones). */
export function RankingList({ articles }: { articles: RankingItem[] }) {
  if (articles.length === 0) return <Text dimmed>まだデータがありません</Text>;
  return (
    <ol className={classes.list}>
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={`/articles/${a.id}`} className={classes.item}>
            {a.rank !== undefined && <span className={classes.rank}>{a.rank}</span>}
            {a.thumbnail_url && (
              <img
                className={classes.thumb}
                src={sized(a.thumbnail_url, 320)}
                alt=""
                width={96}
                height={54}
                loading="lazy"
                decoding="async"
              />
            )}
            <span className={classes.text}>
              {a.is_pr && <PrLabel sponsor={a.sponsor} />}
              <Text as="span" size="sm" lineClamp={3} style={{ fontWeight: 600 }}>
                <span data-phrase>{a.title}</span>
              </Text>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function RankingTabs({ ranking }: { ranking: Record<Period, RankedArticle[]> }) {
  const [active, setActive] = useState<Period>('day');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setActive(TABS[next].value);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" className={classes.tabs}>
        {TABS.map((t, i) => (
          <button
            key={t.value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.value}`}
            aria-controls={`${id}-panel`}
            aria-selected={active === t.value}
            tabIndex={active === t.value ? 0 : -1}
            className={classes.tab}
            onClick={() => setActive(t.value)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <RankingList articles={ranking[active]} />
      </div>
    </div>
  );
}
