// GET /api/v1/series (any writer): every series, newest first, with its next episode's number.
import type { SeriesList } from '../../../../contract/series.ts';
import { api } from '../../../lib/api-client.ts';

export function getSeriesList(): Promise<SeriesList> {
  return api<SeriesList>('GET', 'series');
}
