// A 連載 episode says which it is (連載『…』第3話) above its title, and at its end offers the one
// before, the one after, and the series' own page.
import { Link } from 'react-router';
import type { SeriesEpisodes } from '../../../contract/article-feeds.ts';
import type { ArticleCard } from '../../../contract/articles.ts';
import { episodeLabel } from '../../../contract/series-labels.ts';
import classes from './series-nav.module.css';

function Episode({ article, label, side }: { article: ArticleCard | null; label: string; side: 'previous' | 'next' }) {
  if (!article) return <span className={classes.none} />;
  return (
    <Link
      to={`/articles/${article.id}`}
      className={classes.episode}
      data-side={side}
      rel={side === 'next' ? 'next' : 'prev'}
    >
      <span className={classes.label}>{label}</span>
      <span className={classes.title}>{article.title}</span>
    </Link>
  );
}

/** 連載『…』第3話 for a numbered series, 連載「…」 for a category-like one. */
function SeriesLabel({ series: s, className }: { series: SeriesEpisodes; className: string }) {
  const link = <Link to={s.series.path}>{s.series.title}</Link>;
  if (s.episode_number === undefined) return <p className={className}>連載「{link}」</p>;
  return (
    <p className={className} data-episode>
      連載『{link}』{episodeLabel(s.episode_number)}
    </p>
  );
}

/** Above the title: the reader who arrives from a share link learns at once where this episode sits. */
export function SeriesKicker({ series }: { series: SeriesEpisodes }) {
  return <SeriesLabel series={series} className={classes.kicker} />;
}

export function SeriesNav({ series: s }: { series: SeriesEpisodes }) {
  const numbered = s.episode_number !== undefined;
  return (
    <nav aria-label={`連載「${s.series.title}」`} className={classes.nav}>
      <SeriesLabel series={s} className={classes.heading} />
      <div className={classes.episodes}>
        <Episode article={s.previous} label="← 前の話" side="previous" />
        <Episode article={s.next} label="次の話 →" side="next" />
      </div>
      <Link to={s.series.path} className={classes.hub}>
        {numbered ? 'この連載を第1話から読む' : 'この連載の記事をすべて見る'}
      </Link>
    </nav>
  );
}
