// Which of the articles a body links to are open to readers: the rest are links a reader would
// find broken (drafts, scheduled, in the trash). Asked by the editor before publishing.
import { and, inArray } from 'drizzle-orm';
import type { LinkTargets } from '../../../../contract/articles.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { isPublic } from '../public-filter.ts';

export async function liveLinkTargets(deps: Pick<Deps, 'db'>, ids: number[]): Promise<LinkTargets> {
  const rows = await deps.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, ids), isPublic()));
  return { live: rows.map((row) => row.id).sort((a, b) => a - b) };
}
