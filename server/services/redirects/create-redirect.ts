// Adds a redirect (an editor's, or one an import brings).
import type { RedirectInput } from '../../../contract/redirects.ts';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';
import { forgetRedirects } from './redirect-cache.ts';
import { readRedirectJson } from './redirect-json.ts';
import { saveRedirect } from './save-redirect.ts';

// A from_path already taken fails on the unique key inside the insert, so parallel saves cannot both
// take one; the error answers 422 (server/errors.ts).
export async function createRedirect(deps: Pick<Deps, 'db'>, input: RedirectInput) {
  const articleId = input.article_id ?? null;
  const row = await saveRedirect(
    deps.db,
    { fromPath: input.from_path, toPath: input.to_path, articleId },
    async (tx, toPath) => {
      const [inserted] = await tx
        .insert(redirects)
        .values({ fromPath: input.from_path, toPath, articleId, source: input.source })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },
  );
  forgetRedirects(deps);
  return readRedirectJson(deps.db, row.id);
}
