// Deletes a series (admins). Its articles stay where they are, only no longer numbered in it.
import { eq } from 'drizzle-orm';
import { series } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

export async function deleteSeries(deps: Pick<Deps, 'db'>, options: { id: number }) {
  const [row] = await deps.db.delete(series).where(eq(series.id, options.id)).returning({ title: series.title });
  if (!row) throw AppError.notFound('連載が見つかりませんでした');
  return { message: `連載「${row.title}」を削除しました` };
}
