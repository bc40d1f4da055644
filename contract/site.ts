// Brand text shared by every page, the feeds and the mails. Isomorphic: no server imports.
export const SITE_NAME = 'Salvia（サルビア）';
export const SITE_SHORT_NAME = 'Salvia';
export const SITE_DESCRIPTION =
  '暮らし・家事・美容と健康の「ちょうどいい」を届けるライフスタイルマガジン。毎日を少し楽に、少し楽しくするヒントを編集部とライター陣がお届けします。';

/** The publisher's logo for search engines: a 512 px PNG (they take no SVG, and want 112 px or more). */
export const SITE_LOGO_PATH = '/logo.png';

/** A byline that is the editorial team (Salvia編集部), not a person: an Organization to search engines. */
export function isEditorialTeam(name: string): boolean {
  return /編集部$/.test(name.trim());
}

/** The main category whose subtopics are series (連載): its articles get previous / next episode links. */
export const SERIES_CATEGORY_SLUG = 'series';
