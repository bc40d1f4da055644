// 五十音 rows for grouping by reading (hiragana; katakana is folded to hiragana first).
const GOJUON_ROWS = [
  { label: 'あ行', chars: 'ぁあぃいぅうぇえぉおゔ' },
  { label: 'か行', chars: 'かがきぎくぐけげこご' },
  { label: 'さ行', chars: 'さざしじすずせぜそぞ' },
  { label: 'た行', chars: 'ただちぢっつづてでとど' },
  { label: 'な行', chars: 'なにぬねの' },
  { label: 'は行', chars: 'はばぱひびぴふぶぷへべぺほぼぽ' },
  { label: 'ま行', chars: 'まみむめも' },
  { label: 'や行', chars: 'ゃやゅゆょよ' },
  { label: 'ら行', chars: 'らりるれろ' },
  { label: 'わ行', chars: 'ゎわゐゑをん' },
] as const;

const OTHER_ROW = '英数・その他';

export function gojuonRow(reading: string | null): string {
  const first = (reading ?? '').normalize('NFKC').charAt(0);
  const hiragana = first >= 'ァ' && first <= 'ヶ' ? String.fromCharCode(first.charCodeAt(0) - 0x60) : first;
  if (!hiragana) return OTHER_ROW;
  return GOJUON_ROWS.find((row) => row.chars.includes(hiragana))?.label ?? OTHER_ROW;
}

/** Items grouped by row, in 五十音 order, empty rows left out. */
export function groupByGojuon<T>(items: T[], reading: (item: T) => string | null): { label: string; items: T[] }[] {
  const rows = new Map<string, T[]>([...GOJUON_ROWS.map((r): [string, T[]] => [r.label, []]), [OTHER_ROW, []]]);
  for (const item of items) rows.get(gojuonRow(reading(item)))?.push(item);
  return [...rows].filter(([, grouped]) => grouped.length > 0).map(([label, grouped]) => ({ label, items: grouped }));
}
