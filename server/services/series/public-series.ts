// A series as readers see it: its page lists the episodes they can open, 第1話 first, and an
// episode's page links the one before and after it. Both walk series_episodes_number_key.
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { ArticleCard } from '../../../contract/articles.ts';
import { seriesPath } from '../../../contract/series-labels.ts';
import { articles } from '../../db/schema/content.ts';
import { series, seriesEpisodes } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { cardColumns, toPublicCards } from '../articles/article-json.ts';
import { isPublic } from '../articles/public-filter.ts';

type PublicSeries = {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  path: string;
  episodes: { episode_number: number; article: ArticleCard }[];
};

const episodeColumns = { ...cardColumns, episodeNumber: seriesEpisodes.episodeNumber };

/** Null while the series holds no episode readers can open (decision 028: it waits for its first). */
export async function getPublicSeries(deps: Pick<Deps, 'db' | 'publicCache'>, options: { id: number }) {
  const [row] = await deps.db.select().from(series).where(eq(series.id, options.id));
  if (!row) return null;
  const rows = await deps.db
    .select(episodeColumns)
    .from(seriesEpisodes)
    .innerJoin(articles, eq(articles.id, seriesEpisodes.articleId))
    .where(and(eq(seriesEpisodes.seriesId, row.id), isPublic()))
    .orderBy(asc(seriesEpisodes.episodeNumber));
  if (rows.length === 0) return null;
  const cards = new Map((await toPublicCards(deps, rows)).map((card) => [card.id, card]));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    path: seriesPath(row.id),
    episodes: rows.flatMap((r) => {
      const article = cards.get(r.id);
      return article ? [{ episode_number: r.episodeNumber, article }] : [];
    }),
  } satisfies PublicSeries;
}

type NumberedEpisode = {
  series: { id: number; title: string; path: string };
  episode_number: number;
  previous: ArticleCard | null;
  next: ArticleCard | null;
};

/** The article's place in its series, with the public episodes before and after it; null outside one. */
export async function findNumberedEpisode(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  options: { articleId: number },
): Promise<NumberedEpisode | null> {
  const [own] = await deps.db
    .select({ seriesId: series.id, title: series.title, episodeNumber: seriesEpisodes.episodeNumber })
    .from(seriesEpisodes)
    .innerJoin(series, eq(series.id, seriesEpisodes.seriesId))
    .where(eq(seriesEpisodes.articleId, options.articleId));
  if (!own) return null;
  const neighbour = (before: boolean) =>
    deps.db
      .select(episodeColumns)
      .from(seriesEpisodes)
      .innerJoin(articles, eq(articles.id, seriesEpisodes.articleId))
      .where(
        and(
          eq(seriesEpisodes.seriesId, own.seriesId),
          before
            ? lt(seriesEpisodes.episodeNumber, own.episodeNumber)
            : gt(seriesEpisodes.episodeNumber, own.episodeNumber),
          isPublic(),
        ),
      )
      .orderBy(before ? desc(seriesEpisodes.episodeNumber) : asc(seriesEpisodes.episodeNumber))
      .limit(1);
  const [previousRows, nextRows] = await Promise.all([neighbour(true), neighbour(false)]);
  const cards = await toPublicCards(deps, [...previousRows, ...nextRows]);
  const card = (rows: { id: number }[]) => (rows[0] && cards.find((c) => c.id === rows[0]!.id)) ?? null;
  return {
    series: { id: own.seriesId, title: own.title, path: seriesPath(own.seriesId) },
    episode_number: own.episodeNumber,
    previous: card(previousRows),
    next: card(nextRows),
  };
}
