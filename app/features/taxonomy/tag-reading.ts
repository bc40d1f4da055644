// Tags by their reading (よみ): what the picker matches a typed word against, and where a new tag's
// reading starts from (its slug then from the reading: contract/slugs.ts).
import { foldKana } from '../../../contract/search-keyword.ts';

/** Kana alone, as a reading may be written (the server's reading rule). */
const KANA = /^[ぁ-ゖァ-ヶー\s]+$/;

/** A reading for a title written in kana (キッチン → きっちん); other titles are read by the writer. */
export function suggestReading(title: string): string {
  const kana = title.normalize('NFKC').trim();
  return KANA.test(kana) ? foldKana(kana) : '';
}
