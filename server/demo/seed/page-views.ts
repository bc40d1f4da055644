// Seeds 30 days of raw page views, shaped like live traffic: a few favourites, a long tail, busier
// weekends, some articles trending now, and readers who come back within a day.
import { randomBytes } from 'node:crypto';
import { DAY_MS, jstDay, weekdayOf } from '../../../contract/time.ts';
import { classifyTrafficSource } from '../../../contract/traffic-sources.ts';
import type { Database } from '../../db/client.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import type { Random } from '../random.ts';

/**
 * Where readers come from, as the beacon reports it (a referrer host, a landing campaign), repeated by
 * weight: news apps and Google bring most, as on a Japanese lifestyle site.
 */
const ARRIVALS: { weight: number; referrerHost: string | null; utmSource?: string }[] = [
  { weight: 9, referrerHost: 'www.google.com' },
  { weight: 4, referrerHost: 'www.google.co.jp' },
  { weight: 7, referrerHost: 'com.google.android.googlequicksearchbox' },
  { weight: 8, referrerHost: null, utmSource: 'smartnews' },
  { weight: 3, referrerHost: 'www.smartnews.com' },
  { weight: 9, referrerHost: 'news.yahoo.co.jp' },
  { weight: 4, referrerHost: null, utmSource: 'line' },
  { weight: 2, referrerHost: 'news.line.me' },
  { weight: 3, referrerHost: null, utmSource: 'gunosy' },
  { weight: 3, referrerHost: 't.co' },
  { weight: 1, referrerHost: 'l.facebook.com' },
  { weight: 2, referrerHost: 'search.yahoo.co.jp' },
  { weight: 1, referrerHost: 'www.bing.com' },
  { weight: 2, referrerHost: 'www.instagram.com' },
  { weight: 1, referrerHost: 'note.com' },
  { weight: 7, referrerHost: null },
];
const REFERRERS = ARRIVALS.flatMap(({ weight, referrerHost, utmSource }) =>
  Array.from({ length: weight }, () => ({
    referrerHost,
    outlet: classifyTrafficSource({ referrerHost, utmSource, utmMedium: utmSource && 'feed' }),
  })),
);

/**
 * Views of `live` (published articles; the earlier in the list, the more read) and of the home page.
 * Returns how many were written; the roll-up turns them into the counts rankings read.
 */
export async function seedPageViews(
  db: Database,
  options: { live: { id: number; publishedAt: Date | null }[]; now: Date; random: Random },
): Promise<number> {
  const { live, now, random } = options;
  const raw: (typeof pageViews.$inferInsert)[] = [];
  // Random stand-ins for visitor hashes, never derived from an address: 300 readers a day.
  const readers = Array.from({ length: 30 }, () => Array.from({ length: 300 }, () => randomBytes(32).toString('hex')));
  const view = (d: number, path: string, articleId: number | null) => {
    raw.push({
      at: new Date(now.getTime() - (d + random.next()) * DAY_MS),
      path,
      articleId,
      ...random.pick(REFERRERS),
      visitorHash: random.pick(readers[d] as string[]),
    });
  };
  for (const [rank, article] of live.entries()) {
    const base = 400 / (1 + rank * 0.35) + random.int(2, 12);
    const trendingNow = random.next() < 0.12;
    for (let d = 0; d < 30; d++) {
      const at = new Date(now.getTime() - d * DAY_MS);
      if (article.publishedAt && article.publishedAt > at) continue;
      const weekend = [0, 6].includes(weekdayOf(jstDay(at))) ? 1.35 : 1;
      const recency = trendingNow && d < 7 ? 3 - d * 0.25 : 1;
      const views = Math.max(1, Math.round((base * weekend * recency * (0.7 + random.next() * 0.6)) / 10));
      for (let v = 0; v < views; v++) view(d, `/articles/${article.id}`, article.id);
    }
  }
  for (let d = 0; d < 30; d++) for (let v = 0; v < 80 + random.int(0, 40); v++) view(d, '/', null);
  for (let i = 0; i < raw.length; i += 1000) await db.insert(pageViews).values(raw.slice(i, i + 1000));
  return raw.length;
}
