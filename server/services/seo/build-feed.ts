// /feed.xml: RSS 2.0 of the newest 50 public articles; sponsored items say 「PR」 in the title.
import { desc } from 'drizzle-orm';
import { promotionTitle } from '../../../contract/promotion.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { cardColumns, toPublicCards } from '../articles/article-json.ts';
import { isPublic } from '../articles/public-filter.ts';
import { escapeXml } from './escape-xml.ts';

const FEED_SIZE = 50;

export type FeedChannel = { title: string; description: string };

export async function buildFeed(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  channel: FeedChannel,
): Promise<string> {
  const rows = await deps.db
    .select(cardColumns)
    .from(articles)
    .where(isPublic())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(FEED_SIZE);
  const cards = await toPublicCards(deps, rows);
  const site = deps.config.siteUrl;
  const items = cards.map((a) => {
    const link = `${site}/articles/${a.id}`;
    const image = a.thumbnail_url
      ? `<enclosure url="${escapeXml(new URL(a.thumbnail_url, site).href)}" type="image/webp" length="0"/>`
      : '';
    return [
      '<item>',
      `<title>${escapeXml(promotionTitle(a))}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(a.lead)}</description>`,
      a.published_at ? `<pubDate>${new Date(a.published_at).toUTCString()}</pubDate>` : '',
      a.category ? `<category>${escapeXml(a.category.title)}</category>` : '',
      `<dc:creator>${escapeXml(a.writer.name)}</dc:creator>`,
      image,
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(`${site}/`)}</link>
<description>${escapeXml(channel.description)}</description>
<language>ja</language>
<atom:link href="${escapeXml(`${site}/feed.xml`)}" rel="self" type="application/rss+xml"/>
${cards[0]?.published_at ? `<lastBuildDate>${new Date(cards[0].published_at).toUTCString()}</lastBuildDate>` : ''}
${items.join('\n')}
</channel>
</rss>
`;
}
