// Tags by their reading (よみ): what the picker matches a typed word against, and where a new tag's
// reading and slug start from, so a writer need not type romaji by hand.
import { toRomaji } from 'wanakana';
import { foldKana } from '../../../contract/search-keyword.ts';

/** Kana alone, as a reading may be written (the server's reading rule). */
const KANA = /^[ぁ-ゖァ-ヶー\s]+$/;

/** A reading for a title written in kana (キッチン → きっちん); other titles are read by the writer. */
export function suggestReading(title: string): string {
  const kana = title.normalize('NFKC').trim();
  return KANA.test(kana) ? foldKana(kana) : '';
}

/** A slug from the reading (きっちん → kitchin), or from a title in latin letters (ＤＩＹ → diy). */
export function suggestSlug(title: string, reading: string): string {
  const source = reading.trim() ? toRomaji(reading.trim()) : title.normalize('NFKC');
  return source
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
