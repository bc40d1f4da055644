// Seeds the numbered series (decision 037): the episodes of 連載「コミック」 are 『ゆるっと家族日記』,
// numbered as their titles say (第1話, 第2話, …), with the first episode's strip as its picture.
import type { Database } from '../../db/client.ts';
import type { articles } from '../../db/schema/content.ts';
import { series, seriesEpisodes } from '../../db/schema/series.ts';

const COMIC_SERIES = {
  title: 'ゆるっと家族日記',
  description:
    '三人家族のにぎやかな毎日を、ゆるいタッチの4コマで描くコミックエッセイ。朝のバタバタから週末のおでかけまで、「うちもそう！」がきっと見つかります。',
};
const EPISODE = new RegExp(`^${COMIC_SERIES.title} 第(\\d+)話`);

export async function seedSeries(db: Database, options: { articles: (typeof articles.$inferSelect)[] }) {
  const episodes = options.articles.flatMap((article) => {
    const number = EPISODE.exec(article.title)?.[1];
    return number ? [{ article, episodeNumber: Number(number) }] : [];
  });
  if (episodes.length === 0) return;
  episodes.sort((a, b) => a.episodeNumber - b.episodeNumber);
  const [row] = await db
    .insert(series)
    .values({ ...COMIC_SERIES, imageUrl: episodes[0]?.article.thumbnailUrl ?? null })
    .returning({ id: series.id });
  await db
    .insert(seriesEpisodes)
    .values(
      episodes.map(({ article, episodeNumber }) => ({ articleId: article.id, seriesId: row!.id, episodeNumber })),
    );
}
