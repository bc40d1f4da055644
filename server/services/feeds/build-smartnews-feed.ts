// /feeds/smartnews.xml: SmartFormat 2.1 (SmartNews's RSS 2.0 with the snf, media, content and dc
// namespaces). Each item carries the full body, a beacon that counts SmartView reads as our own page
// views (marked utm_source=smartnews), and, while PR articles are kept out of the news, our newest
// sponsored articles in SmartNews's sponsored-link slots below it.
import { findOutlet, type OutletRule, withFeedCampaign } from '../../../contract/feed-outlets.ts';
import { promotionTitle, withoutPrMark } from '../../../contract/promotion.ts';
import { SITE_NAME, SITE_SHORT_NAME } from '../../../contract/site.ts';
import type { Deps } from '../../deps.ts';
import { cdata, fitFeed, rfc822, xmlText } from './feed-xml.ts';
import { listFeedArticles } from './list-feed-articles.ts';
import { type FeedEntry, loadFeedEntries } from './load-feed-entries.ts';

const OUTLET = findOutlet('smartnews') as NonNullable<ReturnType<typeof findOutlet>>;

/** SmartNews recommends a channel description of 15 characters or fewer. */
const SMARTNEWS_DESCRIPTION = '暮らしのヒントマガジン';
/** The wide logos SmartView shows above every article (light and dark mode). */
const SMARTNEWS_LOGO_PATH = '/feed-logo.png';
const SMARTNEWS_DARK_LOGO_PATH = '/feed-logo-dark.png';
/** How long SmartNews may keep the feed before fetching it again, in minutes. */
const TTL_MINUTES = 15;
/** SmartView shows at most two sponsored links under an article. */
const SPONSORED_SLOTS = 2;
const SPONSORED_TITLE_MAX = 45;
const ADVERTISER_MAX = 35;

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Our own page-view beacon, as the site sends it, for a read in SmartView: the article's path with
 * the campaign the site's beacon sends for a landing from a feed link, so SmartView reads are counted
 * under SmartNews in 流入元 (contract/traffic-sources.ts).
 */
function smartViewBeacon(siteUrl: string, articleId: number): string {
  const body = JSON.stringify({
    path: `/articles/${articleId}`,
    article_id: articleId,
    utm_source: 'smartnews',
    utm_medium: 'feed',
  }).replaceAll('<', '\\u003c');
  const endpoint = JSON.stringify(`${siteUrl}/api/v1/analytics/page_views`);
  return `<script>(function(){var u=${endpoint},b=${JSON.stringify(body)};if(navigator.sendBeacon){navigator.sendBeacon(u,b)}else{fetch(u,{method:"POST",body:b,keepalive:true,mode:"no-cors"})}})();</script>`;
}

/** The slot says "sponsored" with the advertiser itself: the title goes without a 【PR】 of its own. */
function sponsoredLinks(sponsored: FeedEntry[]): string {
  if (sponsored.length === 0) return '';
  const links = sponsored.map(({ card, link, thumbnail: picture }) => {
    const thumbnail = picture ? ` thumbnail="${xmlText(picture)}"` : '';
    return `<snf:sponsoredLink link="${xmlText(link)}"${thumbnail} title="${xmlText(clip(withoutPrMark(card.title), SPONSORED_TITLE_MAX))}" advertiser="${xmlText(clip(card.sponsor ?? SITE_SHORT_NAME, ADVERTISER_MAX))}"/>`;
  });
  return `<snf:advertisement>${links.join('')}</snf:advertisement>`;
}

function item(entry: FeedEntry, siteUrl: string, advertisement: string): string {
  const { card } = entry;
  return [
    '<item>',
    `<title>${xmlText(promotionTitle(card))}</title>`,
    `<link>${xmlText(entry.link)}</link>`,
    `<guid isPermaLink="true">${xmlText(entry.url)}</guid>`,
    `<description>${xmlText(card.lead || card.title)}</description>`,
    card.published_at ? `<pubDate>${rfc822(card.published_at)}</pubDate>` : '',
    `<content:encoded>${cdata(entry.bodyHtml)}</content:encoded>`,
    entry.thumbnail ? `<media:thumbnail url="${xmlText(entry.thumbnail)}"/>` : '',
    `<dc:creator>${xmlText(card.writer.name)}</dc:creator>`,
    card.category ? `<category>${xmlText(card.category.title)}</category>` : '',
    `<snf:analytics>${cdata(smartViewBeacon(siteUrl, card.id))}</snf:analytics>`,
    advertisement,
    '</item>',
  ].join('');
}

export async function buildSmartNewsFeed(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  rule: OutletRule,
): Promise<string> {
  const siteUrl = deps.config.siteUrl;
  const outletId = OUTLET.id;
  const [rows, sponsoredRows] = await Promise.all([
    listFeedArticles(deps, { outletId, rule, pr: rule.exclude_pr ? 'exclude' : 'include', limit: rule.item_count }),
    rule.exclude_pr ? listFeedArticles(deps, { outletId, rule, pr: 'only', limit: SPONSORED_SLOTS }) : [],
  ]);
  const [entries, sponsored] = await Promise.all([
    loadFeedEntries(deps, { rows, outletId }),
    loadFeedEntries(deps, { rows: sponsoredRows.map((row) => ({ ...row, bodyHtml: '' })), outletId }),
  ]);
  const advertisement = sponsoredLinks(sponsored);
  const newest = entries[0]?.card.published_at;
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:snf="http://www.smartnews.be/snf">
<channel>
<title>${xmlText(SITE_NAME)}</title>
<link>${xmlText(withFeedCampaign(`${siteUrl}/`, outletId))}</link>
<description>${xmlText(SMARTNEWS_DESCRIPTION)}</description>
<pubDate>${rfc822(newest ?? new Date())}</pubDate>
<language>ja</language>
<copyright>© ${xmlText(SITE_SHORT_NAME)}</copyright>
<ttl>${TTL_MINUTES}</ttl>
<snf:logo><url>${xmlText(`${siteUrl}${SMARTNEWS_LOGO_PATH}`)}</url></snf:logo>
<snf:darkModeLogo><url>${xmlText(`${siteUrl}${SMARTNEWS_DARK_LOGO_PATH}`)}</url></snf:darkModeLogo>
`;
  const tail = '</channel>\n</rss>\n';
  return fitFeed(
    head,
    entries.map((entry) => item(entry, siteUrl, advertisement)),
    tail,
  );
}
