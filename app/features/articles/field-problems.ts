// The problems a refused save leaves on the editor's fields, in the order the page shows the fields
// (on a phone the side column follows the body), each named and tied to its field's element.

/** The editor's fields that can hold a problem, top of the page first, with the name the list gives each. */
const FIELDS = [
  ['title', 'タイトル'],
  ['lead', 'リード文'],
  ['body_json', '本文'],
  ['schedule_at', '公開日時'],
  ['category_id', 'カテゴリ'],
  ['tag_ids', 'タグ'],
  ['thumbnail_url', 'アイキャッチ画像'],
  ['sponsor', '提供企業名'],
  ['meta_title', 'SEOタイトル'],
  ['meta_description', 'メタディスクリプション'],
  ['og_image_url', 'SNSで表示する画像のURL'],
  ['canonical_url', 'canonical URL'],
] as const;

type FieldKey = (typeof FIELDS)[number][0];

/** The server names the publishing date `published_at`; the editor's field is `schedule_at`. */
const SAME_FIELD: Record<string, FieldKey> = { published_at: 'schedule_at' };

/** `target`: the id of the field's element, null for a field the editor does not show. */
export type FieldProblem = { label: string; message: string; target: string | null };

/** The element id of a field, for its problem's link (`#article-title`). */
export function fieldId(key: FieldKey): string {
  return `article-${key.replaceAll('_', '-')}`;
}

/** Each field's problem once, in page order; a problem of a field the editor does not show comes last. */
export function fieldProblems(errors: Record<string, string>): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(errors)) {
    const field = SAME_FIELD[key] ?? key;
    if (!byField.has(field)) byField.set(field, message);
  }
  const shown = FIELDS.filter(([key]) => byField.has(key)).map(([key, label]) => ({
    label,
    message: byField.get(key) as string,
    target: fieldId(key),
  }));
  const others = [...byField]
    .filter(([key]) => !FIELDS.some(([field]) => field === key))
    .map(([, message]) => ({ label: '入力内容', message, target: null }));
  return [...shown, ...others];
}

/** Room above a field for its label. */
const LABEL_ROOM = 40;

/** The bottom edge of what stays on screen over the field's top (a sticky panel, a fixed bar), or 0. */
function coverOver(element: HTMLElement): number {
  const rect = element.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + 1);
  for (let node = hit; node; node = node.parentElement) {
    if (node === element || node.contains(element) || element.contains(node)) return 0;
    const { position } = getComputedStyle(node);
    if (position === 'sticky' || position === 'fixed') return node.getBoundingClientRect().bottom;
  }
  return 0;
}

/**
 * Brings a problem's field a quarter of the way down the screen (its label in view, clear of a
 * phone's button bar; a field as tall as the body starts there too), or just below what stays on
 * screen over it there (the publish panel beside a desktop's body), and puts the cursor in it.
 */
export function goToField(target: string) {
  const element = document.getElementById(target);
  if (!element) return;
  const scrollToTop = (y: number) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - y });
  scrollToTop(window.innerHeight / 4);
  const cover = coverOver(element);
  if (cover > 0) scrollToTop(cover + LABEL_ROOM);
  element.focus({ preventScroll: true });
}
