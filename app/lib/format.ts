// Counts as Japanese readers expect them. Dates and times are contract/time.ts's.
import type { Meta } from '../../contract/common.ts';

const count = new Intl.NumberFormat('ja-JP');

/** 12件, 1,234件; 1,000件以上 when a search stopped counting there. */
export function formatTotal(meta: Pick<Meta, 'total' | 'total_capped'>): string {
  return `${count.format(meta.total)}件${meta.total_capped ? '以上' : ''}`;
}
