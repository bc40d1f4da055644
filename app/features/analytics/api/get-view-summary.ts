// GET /api/v1/analytics/summary?days: daily views (an admin sees the site, a writer their articles).
import { type Summary, summaryQuery } from '../../../../contract/analytics.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { api } from '../../../lib/api-client.ts';

export const viewSummaryInput = summaryQuery;

export function getViewSummary(query: { days?: 7 | 30 | 90; article_id?: number }): Promise<Summary> {
  return api<Summary>('GET', 'analytics/summary', { query });
}

export function useViewSummary(query: { days?: 7 | 30 | 90; article_id?: number }) {
  return useApiQuery(JSON.stringify(query), () => getViewSummary(query));
}

export function totalViews(summary: Summary | undefined): number | null {
  return summary ? summary.days.reduce((sum, d) => sum + d.views, 0) : null;
}
