// A redirect may not lead back to its own address, directly or through other redirects.
import { eq } from 'drizzle-orm';
import { redirectKey } from '../../../contract/redirects.ts';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

// Longer than any chain a lookup follows, so whatever a lookup could loop on is found here.
const HOPS_CHECKED = 20;

/**
 * Throws 422 when following `target` through the stored redirects reaches `fromPath`. `id` is the
 * redirect being saved: its stored row is about to change, so the walk does not read it.
 */
export async function refuseRedirectLoop(
  deps: Pick<Deps, 'db'>,
  options: { fromPath: string; target: string; id?: number },
): Promise<void> {
  let target = options.target;
  for (let hop = 0; hop < HOPS_CHECKED && target.startsWith('/'); hop++) {
    const key = redirectKey(target);
    if (key === options.fromPath) {
      throw AppError.validation({
        to_path: [hop === 0 ? '転送先が転送元と同じです' : '転送先をたどると転送元に戻ってしまいます'],
      });
    }
    const [next] = await deps.db
      .select({ id: redirects.id, toPath: redirects.toPath })
      .from(redirects)
      .where(eq(redirects.fromPath, key));
    if (!next || next.id === options.id) return;
    target = next.toPath;
  }
}
