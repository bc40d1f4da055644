// What a slug may be, and a slug made from a name's reading, for the tag picker, the category and tag
// dialogs and the import alike; and the one hint each of those forms shows beside the field.
import { toKatakana, toRomaji } from 'wanakana';

/** A category's slug is its address (`/living/kitchen`): latin letters, digits, - and _. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const CATEGORY_SLUG_CHARACTERS = '半角英小文字・数字と - _ ';
/** What the slug field of a category form says. */
export const CATEGORY_SLUG_HINT = `URLに使われます。タイトルの読みから作ります（${CATEGORY_SLUG_CHARACTERS.trim()}）`;

/**
 * A tag is addressed by its id, so its slug may be Japanese too, as WordPress sites' often are
 * (`収納`); the import keeps them.
 */
export const TAG_SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{Nd}]+(?:[-_][\p{Ll}\p{Lo}\p{Lm}\p{Nd}]+)*$/u;
export const TAG_SLUG_CHARACTERS = '英小文字・数字・日本語と - _ ';
/** What the slug field of a tag form says, in the editor's picker and in タグ管理 alike. */
export const TAG_SLUG_HINT = `タグを見分けるのに使います。読みから作ります（${TAG_SLUG_CHARACTERS.trim()}）`;
/** What the reading field of a tag form says. */
export const TAG_READING_HINT = 'ひらがなかカタカナで。タグ一覧の五十音順に使います';

/**
 * Kana a loanword is written with, in Hepburn as loanwords are spelt (ファイル → fairu, ティー → tii):
 * left to the converter they come out as fuairu and teii.
 */
const LOANWORD_KANA: Record<string, string> = {
  てぃ: 'ti',
  でぃ: 'di',
  とぅ: 'tu',
  どぅ: 'du',
  ふぁ: 'fa',
  ふぃ: 'fi',
  ふぇ: 'fe',
  ふぉ: 'fo',
  うぃ: 'wi',
  うぇ: 'we',
  うぉ: 'wo',
  ゔぁ: 'va',
  ゔぃ: 'vi',
  ゔ: 'vu',
  ゔぇ: 've',
  ゔぉ: 'vo',
};

/**
 * Kana in Hepburn, one way throughout: し shi, ち chi, つ tsu, ふ fu, じ ji, っち tchi, ん n; long
 * vowels as the kana write them (そうじ souji, おおそうじ oosouji) and ー as its vowel again (コーヒー
 * koohii, whether the reading says こーひー or コーヒー); no apostrophe (かんい kani).
 */
function hepburn(kana: string): string {
  return toRomaji(toKatakana(kana), { customRomajiMapping: LOANWORD_KANA }).replaceAll("'", '');
}

const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A slug from the reading, a word per word the dictionary found (`words`, each word's reading:
 * ねんまつ・の・そうじじゅつ → nenmatsu-no-soujijutsu), or from a title in latin letters (ＤＩＹ → diy).
 * Words that no longer make up the reading (the writer changed it) are not used.
 */
export function suggestSlug(title: string, reading: string, words: readonly string[] = []): string {
  const read = reading.trim();
  const parts = !read
    ? [title.normalize('NFKC')]
    : words.length > 1 && words.join('') === read.replace(/\s+/g, '')
      ? words.map(hepburn)
      : read.split(/\s+/).map(hepburn);
  return parts.map(slugPart).filter(Boolean).join('-').slice(0, 64).replace(/-+$/, '');
}
