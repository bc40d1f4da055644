// Brand text shared by every page, the feeds and the mails. Isomorphic: no server imports.
export const SITE_NAME = 'Salvia（サルビア）';
export const SITE_SHORT_NAME = 'Salvia';
export const SITE_DESCRIPTION =
  '暮らし・家事・美容と健康の「ちょうどいい」を届けるライフスタイルマガジン。毎日を少し楽に、少し楽しくするヒントを編集部とライター陣がお届けします。';
