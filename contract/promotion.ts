// Promotions as Japan's 2023 stealth-marketing rules want them shown, on the site, in feeds and in the
// admin alike. Two kinds: sponsored content (is_pr: a sponsor paid for the article, so it is 「PR」
// with its sponsor wherever it appears, its title included) and affiliate links in an article's body
// (a 商品カード, a link marked sponsored: the advertisement is the link, so the card says 「PR」 itself
// and the page that shows it carries the notice; the article's own words stay the magazine's, and
// its card in a list, which shows no link, is not labelled). Isomorphic: pure functions the server and
// the browser share.

/** The notice a page shows once when anything on it, sidebar included, is a promotion. */
export const PROMOTION_NOTICE = '本ページにはプロモーションが含まれています';

type Sponsored = { is_pr: boolean; sponsor: string | null };

/**
 * An article as a page shows it: sponsored, or, shown in full, with affiliate links in its body
 * (`has_affiliate_links`, read off its document; a list's card has no body, so no such field).
 */
type Shown = { is_pr: boolean; has_affiliate_links?: boolean };

/**
 * True when any article of any block of the page (lists, carousels, rankings, the article itself) is
 * sponsored, or the article the page shows in full has affiliate links.
 */
export function hasPromotion(...blocks: ReadonlyArray<ReadonlyArray<Shown>>): boolean {
  return blocks.some((block) => block.some((a) => a.is_pr || a.has_affiliate_links === true));
}

/** 「提供：…」 under a PR label; null when the sponsor is unknown. */
export function sponsorLine(sponsor: string | null): string | null {
  return sponsor ? `提供：${sponsor}` : null;
}

/** 【PR】 as a writer or an old site may have typed it at the start of a title: [PR], ［ＰＲ］ … */
const PR_MARK = /^\s*[【［[]\s*(?:PR|ＰＲ)\s*[】］\]]\s*/iu;

/** Whether a title starts with a PR mark of its own. */
export function startsWithPrMark(title: string): boolean {
  return PR_MARK.test(title);
}

/** The title without the PR mark it starts with. */
export function withoutPrMark(title: string): string {
  return title.replace(PR_MARK, '');
}

/**
 * The title wherever it stands alone (page title, Open Graph, feeds, news sitemap): 【PR】 and the
 * sponsor. A PR mark the title starts with already gives way to this one: never two.
 */
export function promotionTitle(article: Sponsored & { title: string }): string {
  if (!article.is_pr) return article.title;
  const sponsor = article.sponsor ? `（${sponsorLine(article.sponsor)}）` : '';
  return `【PR】${withoutPrMark(article.title)}${sponsor}`;
}

/** The sponsor to store: only a PR article has one. */
export function storedSponsor(article: { is_pr: boolean; sponsor?: string | null }): string | null {
  return article.is_pr ? (article.sponsor ?? null) : null;
}
