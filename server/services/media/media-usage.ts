// Where a picture is shown: articles (in the trash too, since they can come back), writers'
// profiles, ads and shop items. Shown in the library's details and named when deletion is refused.
import { count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { MediaUsage } from '../../../contract/media.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articleMediaPaths } from '../../db/schema/article-indexes.ts';
import { articles, media } from '../../db/schema/content.ts';
import { ads, shopItems } from '../../db/schema/site.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { escapeLike } from '../search/match-keyword.ts';

/** Articles listed by name in the details; the rest are counted. */
const ARTICLES_LISTED = 20;

type MediaRow = typeof media.$inferSelect;

export async function loadMedia(deps: Pick<Deps, 'db'>, id: number): Promise<MediaRow> {
  const [row] = await deps.db.select().from(media).where(eq(media.id, id));
  if (!row) throw AppError.notFound('画像が見つかりませんでした');
  return row;
}

const urlsOf = (row: MediaRow) => [row.url, ...row.variants.map((v) => v.url)];

// Profiles, ads and shop items are few: "contains" there, as a field may hold the URL made absolute
// (https://site/media/…). Keys carry 12 random hex digits, so a false match is not a practical worry.
function holding(column: Parameters<typeof like>[0], row: MediaRow): SQL {
  return or(...urlsOf(row).map((url) => like(column, `%${escapeLike(url)}%`))) as SQL;
}

export async function mediaUsage(
  deps: Pick<Deps, 'db'>,
  row: MediaRow,
): Promise<MediaUsage & { articleCount: number }> {
  // Articles by the paths their pictures are kept under (article_media_paths, kept by a trigger).
  const paths = urlsOf(row).map((url) => sql`media_path(${url})`);
  const inArticles = inArray(
    articles.id,
    deps.db
      .select({ id: articleMediaPaths.articleId })
      .from(articleMediaPaths)
      .where(sql`${articleMediaPaths.path} in (${sql.join(paths, sql`, `)})`),
  );
  const [listed, [inWriters], [inAds], [inShop]] = await Promise.all([
    // The first few and, beside each, how many there are in all.
    deps.db
      .select({
        id: articles.id,
        title: articles.title,
        deletedAt: articles.deletedAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(articles)
      .where(inArticles)
      .orderBy(articles.id)
      .limit(ARTICLES_LISTED),
    deps.db.select({ n: count() }).from(writers).where(holding(writers.profileImgUrl, row)),
    deps.db.select({ n: count() }).from(ads).where(holding(ads.src, row)),
    deps.db.select({ n: count() }).from(shopItems).where(holding(shopItems.photo, row)),
  ]);
  return {
    articles: listed.map((a) => ({ id: a.id, title: a.title, in_trash: a.deletedAt !== null })),
    articleCount: listed[0]?.total ?? 0,
    writers: inWriters?.n ?? 0,
    ads: inAds?.n ?? 0,
    shop_items: inShop?.n ?? 0,
  };
}

/** The places in one line: 記事「玄関収納のコツ」ほか2件・プロフィール1件. Empty when unused. */
export function describeUsage(usage: MediaUsage & { articleCount: number }): string {
  const [first] = usage.articles;
  const places = [
    first && `記事「${first.title}」${usage.articleCount > 1 ? `ほか${usage.articleCount - 1}件` : ''}`,
    usage.writers > 0 && `プロフィール${usage.writers}件`,
    usage.ads > 0 && `広告${usage.ads}件`,
    usage.shop_items > 0 && `ショップ${usage.shop_items}件`,
  ];
  return places.filter(Boolean).join('・');
}

/** GET /media/usage: the places, for the library's details. */
export async function getMediaUsage(deps: Pick<Deps, 'db'>, id: number): Promise<MediaUsage> {
  const { articleCount: _, ...usage } = await mediaUsage(deps, await loadMedia(deps, id));
  return usage;
}
