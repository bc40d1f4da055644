// PATCH /api/v1/series/update?id (admin): the changed fields of a series.
import type { z } from 'zod';
import type { Series, seriesUpdate } from '../../../../contract/series.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateSeries(id: number, input: z.input<typeof seriesUpdate>): Promise<Series> {
  return (await api<{ series: Series }>('PATCH', 'series/update', { query: { id }, body: input })).series;
}
