// A series as the API answers it: its own fields, how many episodes it has and the next number.
import { count, eq, max, sql } from 'drizzle-orm';
import type { Series } from '../../../contract/series.ts';
import type { Database } from '../../db/client.ts';
import { series, seriesEpisodes } from '../../db/schema/series.ts';

/** The series with their episode counts, for `where`/`orderBy` to narrow. */
export function selectSeries(db: Database) {
  return db
    .select({
      row: series,
      episodes: count(seriesEpisodes.articleId),
      lastNumber: max(seriesEpisodes.episodeNumber),
    })
    .from(series)
    .leftJoin(seriesEpisodes, eq(seriesEpisodes.seriesId, series.id))
    .groupBy(series.id)
    .$dynamic();
}

export function toSeriesJson(found: {
  row: typeof series.$inferSelect;
  episodes: number;
  lastNumber: number | null;
}): Series {
  const { row } = found;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    episode_count: Number(found.episodes),
    next_episode_number: (found.lastNumber ?? 0) + 1,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function readSeriesJson(db: Database, id: number): Promise<Series | null> {
  const [found] = await selectSeries(db).where(eq(series.id, id));
  return found ? toSeriesJson(found) : null;
}

/** Touched on every change, so the admin's list shows when a series last changed. */
export const touched = { updatedAt: sql`now()` };
