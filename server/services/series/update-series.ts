// Changes the fields of a series that were sent, and only those (admins).
import { eq } from 'drizzle-orm';
import type { SeriesUpdate } from '../../../contract/series.ts';
import { series } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { readSeriesJson, touched } from './series-json.ts';

export async function updateSeries(deps: Pick<Deps, 'db'>, options: { id: number; input: SeriesUpdate }) {
  const { input } = options;
  const [row] = await deps.db
    .update(series)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.image_url !== undefined && { imageUrl: input.image_url }),
      ...touched,
    })
    .where(eq(series.id, options.id))
    .returning({ id: series.id });
  if (!row) throw AppError.notFound('連載が見つかりませんでした');
  return (await readSeriesJson(deps.db, row.id))!;
}
