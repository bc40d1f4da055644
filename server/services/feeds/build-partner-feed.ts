// /feeds/<outlet>.xml for the news apps that take full-content RSS 2.0 (グノシー, LINE NEWS,
// Yahoo!ニュース…): the whole body, its pictures with their credit, a few related articles, and the
// outlet's campaign on every link to the site.
import {
  type FeedOutletDefinition,
  feedPath,
  type OutletRule,
  withFeedCampaign,
} from '../../../contract/feed-outlets.ts';
import { promotionTitle } from '../../../contract/promotion.ts';
import { SITE_DESCRIPTION, SITE_NAME, SITE_SHORT_NAME } from '../../../contract/site.ts';
import type { Deps } from '../../deps.ts';
import { listRecommendedFor } from '../articles/public/recommended-articles.ts';
import { cdata, fitFeed, rfc822, xmlText } from './feed-xml.ts';
import { listFeedArticles } from './list-feed-articles.ts';
import { type FeedEntry, loadFeedEntries } from './load-feed-entries.ts';

const RELATED_LINKS = 3;

type Related = { title: string; link: string };

function relatedHtml(related: Related[]): string {
  if (related.length === 0) return '';
  const items = related.map((r) => `<li><a href="${xmlText(r.link)}">${xmlText(r.title)}</a></li>`);
  return `<p><strong>関連記事</strong></p><ul>${items.join('')}</ul>`;
}

function item(entry: FeedEntry, related: Related[]): string {
  const { card } = entry;
  const credit = `<media:credit role="publisher">${xmlText(SITE_SHORT_NAME)}</media:credit>`;
  const pictures = entry.pictures.map(
    (picture, i) =>
      `<media:content url="${xmlText(picture.url)}" medium="image"${i === 0 && entry.thumbnail ? ' isDefault="true"' : ''}>${credit}${picture.alt ? `<media:description>${xmlText(picture.alt)}</media:description>` : ''}</media:content>`,
  );
  return [
    '<item>',
    `<title>${xmlText(promotionTitle(card))}</title>`,
    `<link>${xmlText(entry.link)}</link>`,
    `<guid isPermaLink="true">${xmlText(entry.url)}</guid>`,
    `<description>${xmlText(card.lead || card.title)}</description>`,
    card.published_at ? `<pubDate>${rfc822(card.published_at)}</pubDate>` : '',
    card.category ? `<category>${xmlText(card.category.title)}</category>` : '',
    `<dc:creator>${xmlText(card.writer.name)}</dc:creator>`,
    `<content:encoded>${cdata(entry.bodyHtml + relatedHtml(related))}</content:encoded>`,
    entry.thumbnail ? `<media:thumbnail url="${xmlText(entry.thumbnail)}"/>` : '',
    ...pictures,
    '</item>',
  ].join('');
}

export async function buildPartnerFeed(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  outlet: FeedOutletDefinition,
  rule: OutletRule,
): Promise<string> {
  const siteUrl = deps.config.siteUrl;
  const outletId = outlet.id;
  const rows = await listFeedArticles(deps, {
    outletId,
    rule,
    pr: rule.exclude_pr ? 'exclude' : 'include',
    limit: rule.item_count,
  });
  const entries = await loadFeedEntries(deps, { rows, outletId });
  const related = await Promise.all(
    rows.map(async (row) => {
      const { articles } = await listRecommendedFor(deps, {
        source: { id: row.id, categoryId: row.categoryId },
        limit: RELATED_LINKS + 2,
      });
      return articles
        .filter((a) => !(rule.exclude_pr && a.is_pr))
        .slice(0, RELATED_LINKS)
        .map((a) => ({ title: promotionTitle(a), link: withFeedCampaign(`${siteUrl}/articles/${a.id}`, outletId) }));
    }),
  );
  const newest = entries[0]?.card.published_at;
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel>
<title>${xmlText(SITE_NAME)}</title>
<link>${xmlText(withFeedCampaign(`${siteUrl}/`, outletId))}</link>
<description>${xmlText(SITE_DESCRIPTION)}</description>
<language>ja</language>
<copyright>© ${xmlText(SITE_SHORT_NAME)}</copyright>
<atom:link href="${xmlText(`${siteUrl}${feedPath(outletId)}`)}" rel="self" type="application/rss+xml"/>
${newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ''}`;
  return fitFeed(
    head,
    entries.map((entry, i) => item(entry, related[i] ?? [])),
    '</channel>\n</rss>\n',
  );
}
