// Which series an article is an episode of, and under which number: read and set from the article
// editor's 連載 section by whoever may manage the article (its writer, or an admin).
import { and, eq, max, ne } from 'drizzle-orm';
import { EPISODE_NUMBER_MAX, type Episode, type EpisodeInput } from '../../../contract/series.ts';
import type { Database } from '../../db/client.ts';
import { series, seriesEpisodes } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import type { WriterRow } from '../writers/writer-json.ts';

async function readEpisode(db: Database, articleId: number): Promise<Episode | null> {
  const [row] = await db
    .select({ series_id: series.id, series_title: series.title, episode_number: seriesEpisodes.episodeNumber })
    .from(seriesEpisodes)
    .innerJoin(series, eq(series.id, seriesEpisodes.seriesId))
    .where(eq(seriesEpisodes.articleId, articleId));
  return row ?? null;
}

export async function getArticleEpisode(deps: Pick<Deps, 'db'>, options: { writer: WriterRow; articleId: number }) {
  await loadManageableArticle(deps, options.writer, options.articleId);
  return { episode: await readEpisode(deps.db, options.articleId) };
}

/**
 * Puts the article in a series under a number (the next one when none is sent: its own if it is
 * already there), moves it to another, or takes it out (`series_id: null`). A number another episode
 * holds fails on the unique key inside the write, so two parallel saves cannot both take it; the
 * series row is locked meanwhile, so numbers handed out as "the next one" never collide either.
 */
export async function setArticleEpisode(
  deps: Pick<Deps, 'db'>,
  options: { writer: WriterRow; articleId: number; input: EpisodeInput },
) {
  const { articleId, input } = options;
  const episode = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await loadManageableArticle({ db }, options.writer, articleId);
    if (input.series_id === null) {
      await tx.delete(seriesEpisodes).where(eq(seriesEpisodes.articleId, articleId));
      return null;
    }
    const [found] = await tx.select({ id: series.id }).from(series).where(eq(series.id, input.series_id)).for('update');
    if (!found) throw AppError.validation({ series_id: ['連載が見つかりませんでした'] });
    let episodeNumber = input.episode_number ?? null;
    if (episodeNumber === null) {
      const current = await readEpisode(db, articleId);
      if (current?.series_id === found.id) episodeNumber = current.episode_number;
      else {
        const [last] = await tx
          .select({ n: max(seriesEpisodes.episodeNumber) })
          .from(seriesEpisodes)
          .where(and(eq(seriesEpisodes.seriesId, found.id), ne(seriesEpisodes.articleId, articleId)));
        episodeNumber = (last?.n ?? 0) + 1;
        // After a 第9999話 there is no next number to hand out: the editor picks a free one.
        if (episodeNumber > EPISODE_NUMBER_MAX) {
          throw AppError.validation({
            episode_number: [`この連載は第${EPISODE_NUMBER_MAX}話まで使われています。空いている話数を指定してください`],
          });
        }
      }
    }
    await tx
      .insert(seriesEpisodes)
      .values({ articleId, seriesId: found.id, episodeNumber })
      .onConflictDoUpdate({ target: seriesEpisodes.articleId, set: { seriesId: found.id, episodeNumber } });
    return readEpisode(db, articleId);
  });
  return { episode };
}
