// An article's revisions: the history, one in full, and bringing one back (kept by record-revision.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { Revision, RevisionSummary } from '../../../contract/revisions.ts';
import { articleRevisions, type RevisionFields, writers } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { authorRef, type WriterRow } from '../writers/writer-json.ts';
import { loadManageableArticle } from './article-access.ts';
import { liveArticleRefs } from './check-article-refs.ts';
import { updateArticle } from './save-article.ts';

const summaryColumns = {
  id: articleRevisions.id,
  kind: articleRevisions.kind,
  createdAt: articleRevisions.createdAt,
  writerId: writers.id,
  writerName: writers.name,
  title: articleRevisions.title,
  fields: articleRevisions.fields,
};
type SummaryRow = {
  id: number;
  kind: RevisionSummary['kind'];
  createdAt: Date;
  writerId: number | null;
  writerName: string | null;
  title: string;
  fields: RevisionFields;
};

function summaryJson(row: SummaryRow): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    writer: authorRef(row.writerId, row.writerName),
    title: row.title,
    status: row.fields.status,
    published_at: row.fields.published_at,
  };
}

/** The article's revisions, newest first; to its writer and admins, as the article itself. */
export async function listRevisions(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number },
): Promise<RevisionSummary[]> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const rows = await deps.db
    .select(summaryColumns)
    .from(articleRevisions)
    .leftJoin(writers, eq(writers.id, articleRevisions.writerId))
    .where(eq(articleRevisions.articleId, input.articleId))
    .orderBy(desc(articleRevisions.id));
  return rows.map(summaryJson);
}

export async function getRevision(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number; revisionId: number },
): Promise<Revision> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const [row] = await deps.db
    .select({
      ...summaryColumns,
      lead: articleRevisions.lead,
      bodyHtml: articleRevisions.bodyHtml,
      bodyJson: articleRevisions.bodyJson,
    })
    .from(articleRevisions)
    .leftJoin(writers, eq(writers.id, articleRevisions.writerId))
    .where(and(eq(articleRevisions.id, input.revisionId), eq(articleRevisions.articleId, input.articleId)));
  if (!row) throw AppError.notFound('版が見つかりませんでした');
  const { status: _status, published_at: _publishedAt, ...fields } = row.fields;
  return {
    ...summaryJson(row),
    lead: row.lead,
    body_html: row.bodyHtml,
    body_json: row.bodyJson ?? null,
    ...fields,
  };
}

/**
 * Brings an older revision's content back as a new save, under the save's rules (edit lock, stale
 * copy). Content only: title, lead, body, thumbnail, category, tags, PR and the search and social
 * settings. Whether and when the article is out stays as it is now, and so does the admin's
 * highlight; a category or tag since removed is left out.
 */
export async function restoreRevision(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number; revisionId: number; updatedAt?: string },
) {
  const revision = await getRevision(deps, input);
  const live = await liveArticleRefs(deps, { categoryId: revision.category_id, tagIds: revision.tag_ids });
  return updateArticle(deps, {
    writer: input.writer,
    revisionKind: 'restore',
    body: {
      id: input.articleId,
      updated_at: input.updatedAt,
      title: revision.title,
      lead: revision.lead,
      body_html: revision.body_html,
      body_json: (revision.body_json ?? null) as never,
      thumbnail_url: revision.thumbnail_url,
      ...(live.categoryId && { category_id: live.categoryId }),
      tag_ids: live.tagIds,
      is_pr: revision.is_pr,
      sponsor: revision.sponsor,
      meta_title: revision.meta_title,
      meta_description: revision.meta_description,
      og_image_url: revision.og_image_url,
      canonical_url: revision.canonical_url,
      noindex: revision.noindex,
    },
  });
}
