// The articles of a feed with what every outlet's item shows: the public card (writer, subtopic,
// thumbnail as its largest variant) and the body filtered for news apps.
import type { ArticleCard } from '../../../contract/articles.ts';
import { type FeedOutletId, withFeedCampaign } from '../../../contract/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { toPublicCards } from '../articles/article-json.ts';
import { bodyImageUrls, loadImageVariants } from '../media/responsive-images.ts';
import { feedBodyHtml } from './feed-body-html.ts';
import type { FeedRow } from './list-feed-articles.ts';

/**
 * `url`: the article's own address (the guid); `link`: the same with the outlet's campaign;
 * `pictures`: the thumbnail and the body's pictures as sent, absolute, with what each shows.
 */
export type FeedEntry = {
  card: ArticleCard;
  bodyHtml: string;
  link: string;
  url: string;
  pictures: { url: string; alt: string }[];
  /** The card's thumbnail, absolute. */
  thumbnail: string | null;
};

export async function loadFeedEntries(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  input: { rows: FeedRow[]; outletId: FeedOutletId },
): Promise<FeedEntry[]> {
  const { rows, outletId } = input;
  const siteUrl = deps.config.siteUrl;
  const [cards, pictures] = await Promise.all([
    toPublicCards(deps, rows),
    loadImageVariants(
      deps,
      rows.flatMap((row) => [row.thumbnailUrl, ...bodyImageUrls(row.bodyHtml)]),
    ),
  ]);
  return rows.map((row, i) => {
    const url = `${siteUrl}/articles/${row.id}`;
    const card = cards[i] as ArticleCard;
    const thumbnail = card.thumbnail_url ? new URL(card.thumbnail_url, siteUrl).href : null;
    const body = feedBodyHtml(row.bodyHtml, { siteUrl, outletId, pictures });
    const thumbnailAlt = (row.thumbnailUrl && pictures.get(row.thumbnailUrl)?.alt) || '';
    const sent = [...(thumbnail ? [{ url: thumbnail, alt: thumbnailAlt }] : []), ...body.pictures];
    return {
      card,
      bodyHtml: body.html,
      url,
      link: withFeedCampaign(url, outletId),
      thumbnail,
      // A picture shown twice is listed once.
      pictures: [...new Map(sent.map((p) => [p.url, p])).values()],
    };
  });
}
