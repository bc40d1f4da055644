// Titles of a set that all start alike (手づくり日めくりカレンダー 2027 〜季節の草花〜, 〜和の色〜 …) cut
// to the same first words in a small box, where each then reads the same. Split each into the shared
// start, said once, and the part that tells it apart.

/** Shorter shared starts are not worth splitting off. */
const MIN_SHARED = 4;

export type SplitTitle = { shared: string; own: string };

export function distinctTitles(titles: readonly string[]): SplitTitle[] {
  const whole = titles.map((title) => ({ shared: '', own: title }));
  if (titles.length < 2) return whole;
  const chars = titles.map((title) => Array.from(title));
  let length = 0;
  while (chars.every((c) => c[length] !== undefined && c[length] === chars[0]?.[length])) length++;
  // Back to a word's end (after a space, or before an opening 〜「（), so 「2027」 is not split
  // from 「2028」 mid-number.
  const first = chars[0] ?? [];
  const atBoundary = (at: number) => /\s/.test(first[at - 1] ?? '') || /[〜～「（(]/.test(first[at] ?? '');
  while (length > 0 && !atBoundary(length)) length--;
  const shared = first.slice(0, length).join('').trim();
  if (Array.from(shared).length < MIN_SHARED) return whole;
  return chars.map((c) => {
    const own = c.slice(length).join('').trim();
    // 〜和の色〜 reads as 和の色 once the series name stands above it.
    const unwrapped = own.replace(/^[〜～]\s*(.+?)\s*[〜～]$/, '$1');
    return { shared, own: unwrapped || own };
  });
}
