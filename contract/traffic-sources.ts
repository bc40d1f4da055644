// Which outlet brought a page view (SmartNews, Yahoo!ニュース, Google Discover…): the one table of rules,
// read by the beacon endpoint when it stores a view and by the dashboard for the outlets' names. No
// Zod here: the reading pages import the campaign parameters' names below.

/** Outlets in the order the dashboard lists them when their counts tie. */
export const OUTLETS = [
  'smartnews',
  'yahoo',
  'google_discover',
  'google_search',
  'google_ads',
  'line',
  'x',
  'facebook',
  'gunosy',
  'other_search',
  'other_site',
  'direct',
] as const;
export type Outlet = (typeof OUTLETS)[number];

export const OUTLET_LABELS: Record<Outlet, string> = {
  smartnews: 'SmartNews',
  yahoo: 'Yahoo!ニュース',
  google_discover: 'Google Discover',
  google_search: 'Google 検索',
  google_ads: 'Google 広告',
  line: 'LINE',
  x: 'X',
  facebook: 'Facebook',
  gunosy: 'Gunosy',
  other_search: 'その他の検索',
  other_site: 'その他のサイト',
  direct: '直接',
};

/**
 * Click ids the ad and social platforms add to a link, and whose click it was. The beacon sends the
 * first of these the landing address carries. `gclid` (and Google's app-measured `wbraid`/`gbraid`)
 * only ever come from a paid click, so they are Google 広告, not Google 検索.
 */
const CLICK_ID_OUTLETS = {
  fbclid: 'facebook',
  twclid: 'x',
  yclid: 'yahoo',
  ldtag_cl: 'line',
  gclid: 'google_ads',
  wbraid: 'google_ads',
  gbraid: 'google_ads',
  dclid: 'google_ads',
  msclkid: 'other_search',
} as const satisfies Record<string, Outlet>;
export type ClickId = keyof typeof CLICK_ID_OUTLETS;
export const CLICK_IDS = Object.keys(CLICK_ID_OUTLETS) as ClickId[];

/**
 * `utm_source` values (lower-cased) and their outlet. The news apps' feed links carry their outlet id
 * (`utm_source=smartnews&utm_medium=feed`); the rest are the spellings platforms and editors use.
 */
const UTM_SOURCE_OUTLETS: Record<string, Outlet> = {
  smartnews: 'smartnews',
  yahoo: 'yahoo',
  yahoo_news: 'yahoo',
  yahoonews: 'yahoo',
  line: 'line',
  line_news: 'line',
  gunosy: 'gunosy',
  facebook: 'facebook',
  fb: 'facebook',
  instagram: 'other_site',
  twitter: 'x',
  x: 'x',
  google_discover: 'google_discover',
  discover: 'google_discover',
  google: 'google_search',
};

/** `utm_medium` values that mean a paid click, which makes `utm_source=google` Google 広告. */
const PAID_MEDIUMS = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid_search', 'display', 'cpm']);

/**
 * Referrer hosts by outlet, first match wins. A host matches an entry when it is the entry or one of
 * its subdomains. Android apps send `android-app://<package>/…`, whose host is the package name:
 * Google Discover comes as the Google app's (`com.google.android.googlequicksearchbox`).
 */
const REFERRER_OUTLETS: [Outlet, string[]][] = [
  ['other_search', ['search.yahoo.co.jp', 'search.yahoo.com']],
  ['yahoo', ['news.yahoo.co.jp', 'yahoo.co.jp', 'jp.yahoo.co.jp', 'yahoo.jp']],
  ['smartnews', ['smartnews.com', 'smartnews.be', 'jp.gocro.smartnews.android', 'jp.gocro.smartnews']],
  ['gunosy', ['gunosy.com', 'com.gunosy.android', 'news-pass.jp']],
  ['line', ['line.me', 'line-apps.com', 'jp.naver.line.android', 'livedoor.com']],
  ['x', ['t.co', 'x.com', 'twitter.com', 'com.twitter.android']],
  ['facebook', ['facebook.com', 'fb.com', 'com.facebook.katana', 'com.facebook.orca']],
  ['google_discover', ['googlequicksearchbox', 'com.google.android.googlequicksearchbox', 'discover.google.com']],
  [
    'other_search',
    [
      'bing.com',
      'duckduckgo.com',
      'baidu.com',
      'ecosia.org',
      'search.brave.com',
      'search.naver.com',
      'naver.com',
      'search.goo.ne.jp',
      'search.smt.docomo.ne.jp',
      'sp-web.search.auone.jp',
      'search.auone.jp',
      'websearch.rakuten.co.jp',
      'search.biglobe.ne.jp',
      'search.nifty.com',
      'yandex.com',
      'yandex.ru',
    ],
  ],
];

/** www.google.com, www.google.co.jp, news.google.com…: Google's own domains in any country. */
const GOOGLE_HOST = /(^|\.)google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/**
 * In-app browsers that send no referrer but say who they are in the user agent: a view with neither
 * campaign nor referrer from inside the LINE, Facebook, SmartNews or Gunosy app came from that app.
 */
const IN_APP_OUTLETS: [Outlet, RegExp][] = [
  ['line', /\bLine\//i],
  ['facebook', /\bFB(AN|AV|_IAB)\b/],
  ['smartnews', /\bSmartNews\b/i],
  ['gunosy', /\bGunosy\b/i],
];

/**
 * The user agent without the in-app browsers' names: a bot check that takes any agent naming "news"
 * for a crawler (isbot does) must not drop every read in the SmartNews app's browser.
 */
export function withoutInAppNames(userAgent: string): string {
  return IN_APP_OUTLETS.reduce((agent, [, pattern]) => agent.replace(new RegExp(pattern.source, 'gi'), ''), userAgent);
}

/** The longest utm value a beacon sends: the site cuts longer ones, so no view is refused for its tag. */
export const MAX_CAMPAIGN_VALUE = 100;

export type TrafficSignals = {
  utmSource?: string | null;
  utmMedium?: string | null;
  clickId?: ClickId | null;
  referrerHost?: string | null;
  userAgent?: string | null;
};

/**
 * The outlet of a view: its campaign first (utm_source, then a click id), then its referrer's host,
 * then an in-app browser's user agent; without any of these it was direct. A `utm_source` no rule
 * names falls through to the referrer: an editor's own tag says nothing about the outlet.
 */
export function classifyTrafficSource(signals: TrafficSignals): Outlet {
  return (
    outletOfCampaign(signals) ??
    outletOfReferrer(signals.referrerHost) ??
    outletOfUserAgent(signals.userAgent) ??
    'direct'
  );
}

function outletOfCampaign({ utmSource, utmMedium, clickId }: TrafficSignals): Outlet | null {
  const source = utmSource?.trim().toLowerCase();
  // Own keys only: a visitor's `utm_source=constructor` is no outlet.
  const bySource = source && Object.hasOwn(UTM_SOURCE_OUTLETS, source) ? UTM_SOURCE_OUTLETS[source] : undefined;
  if (bySource === 'google_search' && PAID_MEDIUMS.has(utmMedium?.trim().toLowerCase() ?? '')) return 'google_ads';
  if (bySource) return bySource;
  return clickId && Object.hasOwn(CLICK_ID_OUTLETS, clickId) ? CLICK_ID_OUTLETS[clickId] : null;
}

/** The outlet of a referrer host alone: what a view recorded before campaigns were sent is classified by. */
export function outletOfReferrer(referrerHost: string | null | undefined): Outlet | null {
  const host = referrerHost?.trim().toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  for (const [outlet, hosts] of REFERRER_OUTLETS) {
    if (hosts.some((entry) => host === entry || host.endsWith(`.${entry}`))) return outlet;
  }
  if (GOOGLE_HOST.test(host)) return 'google_search';
  return 'other_site';
}

function outletOfUserAgent(userAgent: string | null | undefined): Outlet | null {
  if (!userAgent) return null;
  return IN_APP_OUTLETS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}
