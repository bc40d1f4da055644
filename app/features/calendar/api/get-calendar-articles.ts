// GET /api/v1/articles/calendar: published and scheduled articles between two JST days.
import type { CalendarQuery, CalendarResponse } from '../../../../contract/calendar.ts';
import { api } from '../../../lib/api-client.ts';

export function getCalendarArticles(query: CalendarQuery): Promise<CalendarResponse> {
  return api<CalendarResponse>('GET', 'articles/calendar', { query });
}
