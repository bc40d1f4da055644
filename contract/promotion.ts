// Sponsored content (is_pr) as Japan's stealth-marketing rules want it shown, on the site, in feeds and in
// the admin alike. Isomorphic: pure functions the server and the browser share.

/** The notice a page shows once when anything on it, sidebar included, is sponsored. */
export const PROMOTION_NOTICE = '本ページにはプロモーションが含まれています';

type Sponsored = { is_pr: boolean; sponsor: string | null };

/** True when any article of any block of the page (lists, carousels, rankings, the article itself) is sponsored. */
export function hasPromotion(...blocks: ReadonlyArray<ReadonlyArray<{ is_pr: boolean }>>): boolean {
  return blocks.some((block) => block.some((a) => a.is_pr));
}

/** 「提供：…」 under a PR label; null when the sponsor is unknown. */
export function sponsorLine(sponsor: string | null): string | null {
  return sponsor ? `提供：${sponsor}` : null;
}

/** The title wherever it stands alone (page title, Open Graph, feeds, news sitemap): 【PR】 and the sponsor. */
export function promotionTitle(article: Sponsored & { title: string }): string {
  if (!article.is_pr) return article.title;
  return `【PR】${article.title}${article.sponsor ? `（${sponsorLine(article.sponsor)}）` : ''}`;
}

/** The sponsor to store: only a PR article has one. */
export function storedSponsor(article: { is_pr: boolean; sponsor?: string | null }): string | null {
  return article.is_pr ? (article.sponsor ?? null) : null;
}
