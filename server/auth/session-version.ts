// Which changes end a writer's sessions: a new password, a different role, or the trash (so a
// restore does not bring old sessions back). The new version is
// computed inside the UPDATE that makes the change, so it holds under concurrent writes.
import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../contract/writers.ts';
import { writers } from '../db/schema/accounts.ts';

/** The `sessionVersion` to set with this change, or undefined (left as it is) when it ends no session. */
export function sessionVersionAfter(change: { password?: unknown; role?: Role; trashed?: true }): SQL | undefined {
  if (change.password !== undefined || change.trashed) return sql`${writers.sessionVersion} + 1`;
  if (change.role !== undefined)
    return sql`${writers.sessionVersion} + case when ${writers.role} = ${change.role} then 0 else 1 end`;
  return undefined;
}
