// A writer who may act: exists and is not in the trash.
import { and, eq, isNull } from 'drizzle-orm';
import { writers } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import type { WriterRow } from './writer-json.ts';

export async function getLiveWriter(deps: Pick<Deps, 'db'>, id: number): Promise<WriterRow | null> {
  const [row] = await deps.db
    .select()
    .from(writers)
    .where(and(eq(writers.id, id), isNull(writers.deletedAt)))
    .limit(1);
  return row ?? null;
}
