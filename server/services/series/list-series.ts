// Every series, newest first: the admin's 連載 screen and the editor's pick list (a handful, never paged).
import { desc } from 'drizzle-orm';
import { series } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { selectSeries, toSeriesJson } from './series-json.ts';

export async function listSeries(deps: Pick<Deps, 'db'>) {
  const rows = await selectSeries(deps.db).orderBy(desc(series.id));
  return { series: rows.map(toSeriesJson) };
}
