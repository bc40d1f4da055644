// A writer who may act: exists and is not in the trash.
import { and, eq, isNull } from 'drizzle-orm';
import type { Session } from '../../auth/jwt.ts';
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

/**
 * The writer a session belongs to while it lasts: a password or role change, or the trash, ends every
 * session issued before it (session-version.ts). Sign-in tokens and editor previews both end so.
 */
export async function getSessionWriter(deps: Pick<Deps, 'db'>, session: Session): Promise<WriterRow | null> {
  const writer = await getLiveWriter(deps, session.writerId);
  return writer?.sessionVersion === session.sessionVersion ? writer : null;
}
