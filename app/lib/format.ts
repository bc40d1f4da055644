// Counts and prices as Japanese readers expect them. Dates and times are contract/time.ts's.
import type { Meta } from '../../contract/common.ts';

/**
 * 1,234: thousands grouped with commas, as ja-JP writes them. Not Intl.NumberFormat: its first use
 * loads the locale's data, 30–140 ms of a phone's main thread on every public page (Lighthouse,
 * 4× CPU), for commas.
 */
export function formatNumber(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** 12件, 1,234件; 1,000件以上 when a search stopped counting there. */
export function formatTotal(meta: Pick<Meta, 'total' | 'total_capped'>): string {
  return `${formatNumber(meta.total)}件${meta.total_capped ? '以上' : ''}`;
}
