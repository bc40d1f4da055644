// The outlets one article is kept out of, for its editors.
import { eq } from 'drizzle-orm';
import { FEED_OUTLET_IDS, type FeedOutletId } from '../../../contract/feed-outlets.ts';
import { articleOutletOptOuts } from '../../db/schema/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import type { WriterRow } from '../writers/writer-json.ts';

export async function getArticleOptOuts(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number },
): Promise<{ opted_out: FeedOutletId[] }> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const rows = await deps.db
    .select({ outletId: articleOutletOptOuts.outletId })
    .from(articleOutletOptOuts)
    .where(eq(articleOutletOptOuts.articleId, input.articleId));
  const stored = new Set(rows.map((r) => r.outletId));
  // In the outlets' own order; an id no outlet has any more is not shown.
  return { opted_out: FEED_OUTLET_IDS.filter((id) => stored.has(id)) };
}
