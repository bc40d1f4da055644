// The one ranking query: public articles by their readers over a window of JST days (article_daily_views).
// Places go by distinct visitors (summed per day), not hits, so a script replaying one browser cannot
// buy a place; `views` on each card stays the page views of the window.
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { RankedArticle } from '../../../../contract/article-feeds.ts';
import { jstDaysAgo } from '../../../../contract/time.ts';
import { articleDailyViews } from '../../../db/schema/analytics.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { type CardRow, cardColumns, firstPublicCards, toPublicCards } from '../article-json.ts';
import { isPublic } from '../public-filter.ts';

/** An inclusive range of JST calendar days, as 'YYYY-MM-DD'. */
export type RankingWindow = { from: string; to: string };

/**
 * The named windows every ranking uses. `last_48h` is today and yesterday: the daily roll-up has no
 * hours, so two calendar days is the closest honest reading of "the last 48 hours".
 */
const RANKING_WINDOWS = {
  today: { days: 1, endDaysAgo: 0 },
  yesterday: { days: 1, endDaysAgo: 1 },
  last_48h: { days: 2, endDaysAgo: 0 },
  last_7_days: { days: 7, endDaysAgo: 0 },
  last_30_days: { days: 30, endDaysAgo: 0 },
} as const;
export type RankingWindowName = keyof typeof RANKING_WINDOWS;

/** The JST days of a named window as seen at `now` (JST has no daylight saving: a day is 24 h). */
export function rankingWindow(name: RankingWindowName, now: Date = new Date()): RankingWindow {
  const { days, endDaysAgo } = RANKING_WINDOWS[name];
  return { from: jstDaysAgo(endDaysAgo + days - 1, now), to: jstDaysAgo(endDaysAgo, now) };
}

export type RankOptions = { window: RankingWindow; limit: number; offset?: number; where?: SQL };

const views = sql<number>`sum(${articleDailyViews.views})::int`;
const visitors = sql`sum(${articleDailyViews.visitors})`;

function inWindow(options: Pick<RankOptions, 'window' | 'where'>) {
  return and(
    gte(articleDailyViews.day, options.window.from),
    lte(articleDailyViews.day, options.window.to),
    isPublic(),
    options.where,
  );
}

/** Only articles actually read in the window take a place. */
const viewed = sql`sum(${articleDailyViews.views}) > 0`;

/** How many places of each window are remembered: enough for every block and the first /rank pages. */
const REMEMBERED_PLACES = 1000;

type Place = { id: number; views: number };
type Standing = { places: Place[]; total: number };

/**
 * Most visitors first; equal visitors go to more views, then to the newer article. Each card carries
 * its `views` in the window and its `rank`.
 *
 * Summing a month of daily views takes a while at a large site, so the window's top places are
 * remembered (public cache) and every request only checks which of them are still public and match
 * `where`: a trash or a change of category shows at once. A filter the remembered places cannot
 * fill (a rare tag, a deep page) asks the database directly.
 */
export async function rankArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  options: RankOptions,
): Promise<RankedArticle[]> {
  const offset = options.offset ?? 0;
  const standing = await windowStanding(deps, options.window);
  const cards = await stillPublic(deps, standing.places, { where: options.where, count: offset + options.limit });
  const complete = standing.places.length === standing.total;
  const picked =
    cards.length >= offset + options.limit || complete
      ? cards.slice(offset, offset + options.limit)
      : await fromDatabase(deps, options);
  return picked.map((card, i) => ({ ...card, rank: offset + i + 1 }));
}

/**
 * The remembered places still public (and matching `where`), as cards with their views: without a
 * filter only the first `count`, from the kept cards, with no query once a page has built them.
 */
async function stillPublic(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  places: Place[],
  { where, count }: { where: SQL | undefined; count: number },
) {
  const views = new Map(places.map((p) => [p.id, p.views]));
  const candidates = places.map((p) => p.id);
  if (candidates.length === 0) return [];
  const cards = where
    ? await toPublicCards(deps, orderedLike(candidates, await matching(deps, candidates, where)).slice(0, count))
    : await firstPublicCards(deps, candidates, count);
  return cards.map((card) => ({ ...card, views: views.get(card.id) ?? 0 }));
}

async function fromDatabase(deps: Pick<Deps, 'db' | 'publicCache'>, options: RankOptions) {
  const ranked = await rankInDatabase(deps, options);
  const cards = await toPublicCards(
    deps,
    ranked.map((r) => r.article),
  );
  return cards.map((card, i) => ({ ...card, views: ranked[i]?.views ?? 0 }));
}

function matching(deps: Pick<Deps, 'db'>, ids: number[], where: SQL) {
  return deps.db
    .select(cardColumns)
    .from(articles)
    .where(and(inArray(articles.id, ids), isPublic(), where));
}

/** `rows` in the order of `ids`. */
function orderedLike(ids: number[], rows: CardRow[]): CardRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The window's first REMEMBERED_PLACES places and how many articles were read in it at all. */
function windowStanding(deps: Pick<Deps, 'db' | 'publicCache'>, window: RankingWindow): Promise<Standing> {
  // Lasting: a save cannot change who was read most, and each request checks who is still public,
  // so a publication does not make the next reader wait for a month of views to be summed again.
  return deps.publicCache.remember(
    `ranking:${window.from}:${window.to}`,
    async () => {
      const [rows, total] = await Promise.all([
        rankInDatabase(deps, { window, limit: REMEMBERED_PLACES }),
        countInDatabase(deps, { window }),
      ]);
      return { places: rows.map((r) => ({ id: r.article.id, views: r.views })), total };
    },
    { lasting: true },
  );
}

function rankInDatabase(deps: Pick<Deps, 'db'>, options: RankOptions) {
  return deps.db
    .select({ article: cardColumns, views })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(inWindow(options))
    .groupBy(articles.id)
    .having(viewed)
    .orderBy(desc(visitors), desc(views), desc(articles.publishedAt), desc(articles.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** How many public articles were viewed in the window (the total for a paged ranking). */
export async function countRankedArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  options: Pick<RankOptions, 'window' | 'where'>,
) {
  if (options.where) return countInDatabase(deps, options);
  return (await windowStanding(deps, options.window)).total;
}

async function countInDatabase(deps: Pick<Deps, 'db'>, options: Pick<RankOptions, 'window' | 'where'>) {
  const ranked = deps.db
    .select({ id: articles.id })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(inWindow(options))
    .groupBy(articles.id)
    .having(viewed)
    .as('ranked');
  const [row] = await deps.db.select({ n: count() }).from(ranked);
  return row?.n ?? 0;
}
