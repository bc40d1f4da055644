// Checkers written from the published rules, returning what a feed breaks (empty: it passes):
// RSS 2.0 as the W3C Feed Validation Service holds it, and SmartNews's SmartFormat 2.1 on top.
import { child, children, parseXml, type XmlElement } from './xml-tree.ts';

/** RFC 822 as RSS 2.0 takes it (four-digit year, as the W3C validator recommends). */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4}|[A-Z]{3})$/;

function isAbsolute(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

function textOf(element: XmlElement, name: string): string | undefined {
  return child(element, name)?.text.trim();
}

/** Every URL an element or its descendants carry in the attributes feeds use for them. */
function urlsIn(element: XmlElement): string[] {
  const own = ['url', 'href', 'link', 'thumbnail'].flatMap((a) => element.attributes[a] ?? []);
  const asText = ['link', 'guid', 'url', 'comments', 'docs'].includes(element.name) ? [element.text.trim()] : [];
  return [...own, ...asText, ...element.children.flatMap(urlsIn)];
}

export function rssProblems(xml: string): string[] {
  const problems: string[] = [];
  const rss = parseXml(xml);
  if (rss.name !== 'rss' || rss.attributes.version !== '2.0') problems.push('root is not <rss version="2.0">');
  const channels = children(rss, 'channel');
  if (channels.length !== 1) return [...problems, 'rss must hold exactly one channel'];
  const channel = channels[0] as XmlElement;
  for (const name of ['title', 'link', 'description']) {
    if (!textOf(channel, name)) problems.push(`channel lacks ${name}`);
  }
  for (const name of ['pubDate', 'lastBuildDate']) {
    const date = textOf(channel, name);
    if (date !== undefined && !RFC_822.test(date)) problems.push(`channel ${name} is not RFC 822: ${date}`);
  }
  const ttl = textOf(channel, 'ttl');
  if (ttl !== undefined && !/^\d+$/.test(ttl)) problems.push(`ttl is not a number of minutes: ${ttl}`);
  for (const [i, item] of children(channel, 'item').entries()) {
    const at = `item ${i + 1}`;
    if (!textOf(item, 'title') && !textOf(item, 'description'))
      problems.push(`${at} has neither title nor description`);
    const guid = child(item, 'guid');
    if (!guid?.text.trim()) problems.push(`${at} lacks guid`);
    else if (guid.attributes.isPermaLink !== 'false' && !isAbsolute(guid.text.trim())) {
      problems.push(`${at} guid is a permalink but not an absolute URL`);
    }
    const date = textOf(item, 'pubDate');
    if (date !== undefined && !RFC_822.test(date)) problems.push(`${at} pubDate is not RFC 822: ${date}`);
    for (const name of ['title', 'link', 'guid', 'pubDate', 'description']) {
      if (children(item, name).length > 1) problems.push(`${at} repeats ${name}`);
    }
  }
  for (const url of urlsIn(channel)) if (!isAbsolute(url)) problems.push(`not an absolute URL: ${url}`);
  return problems;
}

const SMARTFORMAT_NAMESPACES: Record<string, string> = {
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
  snf: 'http://www.smartnews.be/snf',
};

/** The tags SmartFormat allows in content:encoded. */
const SMARTFORMAT_TAGS = new Set([
  'p',
  'br',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
  'hr',
  'div',
  'span',
]);

const SMARTFORMAT_MAX_BYTES = 1024 * 1024;

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => (m[1] as string).toLowerCase());
}

export function smartFormatProblems(xml: string): string[] {
  const problems = rssProblems(xml);
  if (Buffer.byteLength(xml) >= SMARTFORMAT_MAX_BYTES)
    problems.push(`feed is ${Buffer.byteLength(xml)} bytes, not under 1 MB`);
  if (!/^<\?xml version="1\.0" encoding="UTF-8"\?>/i.test(xml)) problems.push('no UTF-8 XML declaration');
  const rss = parseXml(xml);
  for (const [prefix, uri] of Object.entries(SMARTFORMAT_NAMESPACES)) {
    if (rss.declares[prefix] !== uri) problems.push(`namespace ${prefix} is not declared as ${uri}`);
  }
  const channel = child(rss, 'channel');
  if (!channel) return problems;
  for (const name of ['title', 'link', 'description', 'pubDate', 'language', 'copyright', 'ttl']) {
    if (!textOf(channel, name)) problems.push(`channel lacks ${name}`);
  }
  const logo = child(channel, 'snf:logo');
  const logoUrl = logo && textOf(logo, 'url');
  if (!logoUrl || !isAbsolute(logoUrl)) problems.push('channel lacks snf:logo with an absolute url');
  const dark = child(channel, 'snf:darkModeLogo');
  if (dark && !isAbsolute(textOf(dark, 'url') ?? '')) problems.push('snf:darkModeLogo has no absolute url');
  const description = textOf(channel, 'description') ?? '';
  if ([...description].length > 30) problems.push('channel description is over 30 characters');
  const items = children(channel, 'item');
  if (items.length === 0) problems.push('no item');
  for (const [i, item] of items.entries()) {
    const at = `item ${i + 1}`;
    for (const name of ['title', 'link', 'guid', 'description', 'pubDate', 'content:encoded', 'dc:creator']) {
      if (!textOf(item, name)) problems.push(`${at} lacks ${name}`);
    }
    const body = child(item, 'content:encoded')?.text ?? '';
    const refused = [...new Set(tagsIn(body).filter((tag) => !SMARTFORMAT_TAGS.has(tag)))];
    if (refused.length > 0)
      problems.push(`${at} content:encoded holds tags SmartFormat refuses: ${refused.join(', ')}`);
    for (const thumbnail of children(item, 'media:thumbnail')) {
      if (!isAbsolute(thumbnail.attributes.url ?? '')) problems.push(`${at} media:thumbnail has no absolute url`);
    }
    for (const analytics of children(item, 'snf:analytics')) {
      if (!analytics.cdata || !/<(script|img)\b/.test(analytics.text)) {
        problems.push(`${at} snf:analytics holds no script or img in CDATA`);
      }
    }
    const ads = children(item, 'snf:advertisement');
    if (ads.length > 1) problems.push(`${at} has more than one snf:advertisement`);
    for (const ad of ads) {
      const links = children(ad, 'snf:sponsoredLink');
      if (links.length > 2) problems.push(`${at} has more than two sponsored links`);
      for (const link of links) {
        if (!isAbsolute(link.attributes.link ?? '')) problems.push(`${at} sponsored link lacks an absolute link`);
        if (!link.attributes.advertiser) problems.push(`${at} sponsored link lacks its advertiser`);
        if ([...(link.attributes.title ?? '')].length > 45)
          problems.push(`${at} sponsored link title is over 45 characters`);
        if ([...(link.attributes.advertiser ?? '')].length > 35)
          problems.push(`${at} advertiser is over 35 characters`);
      }
    }
  }
  return problems;
}
