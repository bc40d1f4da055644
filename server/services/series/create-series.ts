// Adds a series (admins).
import type { SeriesInput } from '../../../contract/series.ts';
import { series } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { readSeriesJson } from './series-json.ts';

export async function createSeries(deps: Pick<Deps, 'db'>, input: SeriesInput) {
  const [row] = await deps.db
    .insert(series)
    .values({ title: input.title, description: input.description, imageUrl: input.image_url ?? null })
    .returning({ id: series.id });
  if (!row) throw new Error('insert returned no row');
  return (await readSeriesJson(deps.db, row.id))!;
}
