// /series/s/:id: a numbered series (decision 037): its picture and description, then its episodes in
// order, 第1話 first, as far as readers can open them.
import { Link } from 'react-router';
import { hasPromotion } from '../../../contract/promotion.ts';
import { episodeLabel } from '../../../contract/series-labels.ts';
import { formatDate } from '../../../contract/time.ts';
import { getPublicSeries } from '../../../server/services/series/public-series.ts';
import { PrLabel } from '../../components/site/article-card.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { PromotionNotice } from '../../components/site/section.tsx';
import { Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { sized, srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/series-page';
import classes from './series-page.module.css';

export const loader = withNotFoundPage(async ({ params, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const series = await getPublicSeries(deps, { id: idParam(params.id) });
  if (!series) throw new Response(null, { status: 404 });
  return {
    siteUrl: deps.config.siteUrl,
    series,
    hasPromotion: hasPromotion(series.episodes.map((episode) => episode.article)),
  };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    title: `連載『${data.series.title}』`,
    description: data.series.description || undefined,
    siteUrl: data.siteUrl,
    path: data.series.path,
    image: data.series.image_url,
  });
}

export default function SeriesPage({ loaderData: d }: Route.ComponentProps) {
  const { series } = d;
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-lg)' }}>
      <Breadcrumbs items={[{ label: 'ホーム', to: '/' }, { label: '連載', to: '/series' }, { label: series.title }]} />
      <header className={classes.header}>
        {series.image_url && (
          <img
            className={classes.picture}
            src={sized(series.image_url, 640)}
            srcSet={srcSet(series.image_url)}
            sizes="(min-width: 48em) 320px, 100vw"
            alt=""
            width={640}
            height={360}
          />
        )}
        <div>
          <p className={classes.kicker}>連載</p>
          <h1 className={classes.title}>{series.title}</h1>
          {series.description && <Text className={classes.description}>{series.description}</Text>}
          <Text size="sm" dimmed>
            全{series.episodes.length}話
          </Text>
        </div>
      </header>
      {d.hasPromotion && <PromotionNotice />}
      <section aria-labelledby="episodes-heading">
        <h2 id="episodes-heading" className={classes.heading}>
          エピソード一覧
        </h2>
        <ol className={classes.episodes}>
          {series.episodes.map(({ episode_number, article }) => (
            <li key={article.id} data-episode-number={episode_number}>
              <Link to={`/articles/${article.id}`} prefetch="intent" className={classes.episode}>
                {article.thumbnail_url ? (
                  <img
                    className={classes.thumb}
                    src={sized(article.thumbnail_url, 320)}
                    alt=""
                    width={320}
                    height={180}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={classes.thumb} aria-hidden="true" />
                )}
                <span className={classes.body}>
                  <span className={classes.number}>{episodeLabel(episode_number)}</span>
                  <span className={classes.episodeTitle}>{article.title}</span>
                  {article.is_pr && <PrLabel sponsor={article.sponsor} />}
                  {article.published_at && (
                    <time className={classes.date} dateTime={article.published_at}>
                      {formatDate(article.published_at)}
                    </time>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
