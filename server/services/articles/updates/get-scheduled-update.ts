// The pending version of an article, for its writer and admins; null when there is none.
import type { ScheduledUpdate } from '../../../../contract/scheduled-updates.ts';
import type { Deps } from '../../../deps.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { loadManageableArticle } from '../manage/article-access.ts';
import { loadPendingVersion } from './pending-version.ts';
import { toScheduledUpdate } from './scheduled-update-json.ts';

export async function getScheduledUpdate(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number },
): Promise<ScheduledUpdate | null> {
  const article = await loadManageableArticle(deps, input.writer, input.articleId);
  const pending = await loadPendingVersion(deps.db, article.id);
  return pending ? toScheduledUpdate(deps, { pending, viewer: input.writer }) : null;
}
