// After writers change their own password: a new token for the tab they did it in, while every
// other session of theirs ends.
import { and, eq, isNull } from 'drizzle-orm';
import { signToken } from '../../auth/jwt.ts';
import { writers } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import type { WriterRow } from '../writers/writer-json.ts';

/**
 * A token when `actor` has just set a new password on their own account (`writerId`), else
 * undefined. Only when that change is the one change since the actor's token was checked (exactly
 * one session version later) is there a token; if anything else ended their sessions meanwhile
 * (an admin's reset), they sign in again like everyone else.
 */
export async function renewOwnSession(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { actor: WriterRow; writerId: number; passwordChanged: boolean },
): Promise<string | undefined> {
  const { actor } = input;
  if (!input.passwordChanged || input.writerId !== actor.id) return undefined;
  const [row] = await deps.db
    .select({ sessionVersion: writers.sessionVersion })
    .from(writers)
    .where(and(eq(writers.id, actor.id), isNull(writers.deletedAt)));
  if (row?.sessionVersion !== actor.sessionVersion + 1) return undefined;
  return signToken(deps.config.jwtSecret, { writerId: actor.id, sessionVersion: row.sessionVersion });
}
