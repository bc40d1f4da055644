// What a create and an update share: the article target checked and the loop check, under one lock.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema/content.ts';
import { AppError } from '../../errors.ts';
import { articlePath } from './find-redirect-target.ts';
import { refuseRedirectLoop } from './refuse-redirect-loop.ts';

// Saves take turns (a transaction-scoped advisory lock): two saves at once could otherwise each pass
// the loop check and together close a loop (A → B beside B → A).
const REDIRECT_WRITE_LOCK = 7_346_202;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `write` in a transaction once the redirect it makes (`fromPath` → `toPath`, or the article's
 * address) is known to lead somewhere other than back to itself. Returns the path stored as to_path.
 */
export async function saveRedirect<T>(
  db: Database,
  options: { id?: number; fromPath: string; toPath: string | undefined; articleId: number | null },
  write: (tx: Transaction, toPath: string) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECT_WRITE_LOCK})`);
    let toPath = options.toPath;
    if (options.articleId !== null) {
      const [article] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, options.articleId));
      if (!article) throw AppError.validation({ article_id: ['転送先の記事が見つかりませんでした'] });
      // Kept in step so the row still reads right; the lookup follows the article itself.
      toPath = articlePath(article.id);
    }
    if (toPath === undefined) throw AppError.validation({ to_path: ['転送先を入力してください'] });
    await refuseRedirectLoop({ db: tx as unknown as Database }, { ...options, target: toPath });
    return write(tx, toPath);
  });
}
