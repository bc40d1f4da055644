// POST /api/v1/series/new (admin): a new series.
import type { z } from 'zod';
import type { Series, seriesInput } from '../../../../contract/series.ts';
import { api } from '../../../lib/api-client.ts';

export async function createSeries(input: z.input<typeof seriesInput>): Promise<Series> {
  return (await api<{ series: Series }>('POST', 'series/new', { body: input })).series;
}
