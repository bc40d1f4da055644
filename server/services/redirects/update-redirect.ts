// Changes a redirect's address, target or article; what it leaves out stays as stored.
import { eq } from 'drizzle-orm';
import type { RedirectUpdate } from '../../../contract/redirects.ts';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { forgetRedirects } from './redirect-cache.ts';
import { readRedirectJson } from './redirect-json.ts';
import { saveRedirect } from './save-redirect.ts';

export async function updateRedirect(deps: Pick<Deps, 'db'>, options: { id: number; input: RedirectUpdate }) {
  const { id, input } = options;
  const [stored] = await deps.db.select().from(redirects).where(eq(redirects.id, id));
  if (!stored) throw AppError.notFound('リダイレクトが見つかりませんでした');
  // A new to_path without an article means the article target is given up for the path.
  const articleId =
    input.article_id !== undefined ? input.article_id : input.to_path !== undefined ? null : stored.articleId;
  const fromPath = input.from_path ?? stored.fromPath;
  const row = await saveRedirect(
    deps.db,
    { id, fromPath, toPath: input.to_path ?? stored.toPath, articleId },
    async (tx, toPath) => {
      const [updated] = await tx
        .update(redirects)
        .set({ fromPath, toPath, articleId, updatedAt: new Date() })
        .where(eq(redirects.id, id))
        .returning();
      if (!updated) throw AppError.notFound('リダイレクトが見つかりませんでした');
      return updated;
    },
  );
  forgetRedirects(deps);
  return readRedirectJson(deps.db, row.id);
}
