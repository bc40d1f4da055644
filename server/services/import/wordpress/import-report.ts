// What an import did, per kind of item: how many were imported, updated, skipped and failed, with the
// reason for each one that was not simply imported, and the notes on what a body lost on the way.
// The same report is printed as a table on the terminal and written as JSON with --report.

import { AppError } from '../../../errors.ts';
import { ownText } from './own-text.ts';

const REPORT_KINDS = {
  writers: 'ライター',
  categories: 'カテゴリ',
  tags: 'タグ',
  pictures: '画像',
  articles: '記事',
  redirects: 'リダイレクト',
  pages: '固定ページ',
  comments: 'コメント',
  menus: 'メニュー',
  other: 'その他',
} as const;
export type ReportKind = keyof typeof REPORT_KINDS;

const OUTCOMES = { imported: '取り込み', updated: '更新', skipped: 'スキップ', failed: '失敗' } as const;
type Outcome = keyof typeof OUTCOMES;

/** One item that was skipped or failed, or an article whose body changed on the way in. */
type Entry = { kind: ReportKind; outcome: Outcome | 'note'; item: string; reason: string };

export class ImportReport {
  readonly counts = Object.fromEntries(
    Object.keys(REPORT_KINDS).map((kind) => [kind, { imported: 0, updated: 0, skipped: 0, failed: 0 }]),
  ) as Record<ReportKind, Record<Outcome, number>>;
  readonly entries: Entry[] = [];

  readonly dryRun: boolean;

  constructor(dryRun: boolean) {
    this.dryRun = dryRun;
  }

  /** Counts one item; a reason is listed (skipped and failed items always have one). */
  add(kind: ReportKind, outcome: Outcome, item?: string, reason?: string) {
    this.counts[kind][outcome] += 1;
    if (item && reason) this.entries.push({ kind, outcome, item: ownText(item), reason: ownText(reason) });
  }

  addMany(kind: ReportKind, outcome: Outcome, count: number) {
    this.counts[kind][outcome] += count;
  }

  /** What an item lost or changed on the way in, though it was imported. */
  note(kind: ReportKind, item: string, reason: string) {
    this.entries.push({ kind, outcome: 'note', item: ownText(item), reason: ownText(reason) });
  }

  toJSON() {
    return { dry_run: this.dryRun, counts: this.counts, entries: this.entries };
  }

  /** The summary table, then every reason, in Japanese, for a terminal or a log. */
  format(): string {
    const header = ['', ...Object.values(OUTCOMES)];
    const rows = Object.entries(REPORT_KINDS).map(([kind, label]) => [
      label,
      ...Object.keys(OUTCOMES).map((outcome) => String(this.counts[kind as ReportKind][outcome as Outcome])),
    ]);
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => displayWidth(row[column]))));
    const line = (row: string[]) =>
      row.map((cell, column) => (column === 0 ? padEnd : padStart)(cell, widths[column] ?? 0)).join('  ');
    const reasons = this.entries.map(
      (entry) =>
        `  [${REPORT_KINDS[entry.kind]}・${entry.outcome === 'note' ? '注意' : OUTCOMES[entry.outcome]}] ${entry.item}: ${entry.reason}`,
    );
    return [
      this.dryRun ? '（試行: 何も変更していません）' : '',
      line(header),
      ...rows.map(line),
      ...(reasons.length > 0 ? ['', '詳細:', ...reasons] : []),
    ]
      .filter((text, index) => index > 0 || text)
      .join('\n');
  }
}

/** Columns on a terminal: full-width characters take two. */
function displayWidth(text = ''): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char)
      ? 2
      : 1;
  return width;
}
const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));
const padStart = (text: string, width: number) => ' '.repeat(Math.max(0, width - displayWidth(text))) + text;

/** Why an item failed, as the report says it: a validation's field messages, else the error's. */
export function reasonOf(error: unknown): string {
  if (error instanceof AppError) {
    const details = error.fields ? Object.values(error.fields).flat().join(' ') : '';
    return details || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
