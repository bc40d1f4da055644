// Removes a redirect for good: its address answers 404 again.
import { eq } from 'drizzle-orm';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { forgetRedirects } from './redirect-cache.ts';

export async function deleteRedirect(deps: Pick<Deps, 'db'>, options: { id: number }) {
  const [deleted] = await deps.db.delete(redirects).where(eq(redirects.id, options.id)).returning({ id: redirects.id });
  if (!deleted) throw AppError.notFound('リダイレクトが見つかりませんでした');
  forgetRedirects(deps);
  return { message: 'リダイレクトを削除しました' };
}
