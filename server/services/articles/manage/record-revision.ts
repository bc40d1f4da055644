// Keeping revisions: every save through the API keeps the article as it then stands. Background
// saves (autosave, preview) of one sitting fold into one revision; the newest `revisionsKept` stay,
// and so does the one the last approval let out.
// They live and go with their article: into the trash and back, and away with a permanent delete.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RevisionSummary } from '../../../../contract/revisions.ts';
import type { Database } from '../../../db/client.ts';
import { articles, articleTags } from '../../../db/schema/content.ts';
import { articleRevisions, type RevisionFields } from '../../../db/schema/editorial.ts';

export type RevisionKind = RevisionSummary['kind'];

type ArticleRow = typeof articles.$inferSelect;
type Snapshot = ReturnType<typeof snapshotOf>;

/** The article as a revision keeps it: title, lead, body and the editor's other fields. */
export async function articleSnapshot(tx: Database, articleId: number) {
  const [article] = await tx.select().from(articles).where(eq(articles.id, articleId));
  if (!article) throw new Error(`article ${articleId} is gone`);
  return snapshotOf(article, (await tagIdsOf(tx, [articleId])).get(articleId) ?? []);
}

/** What readers would be shown: a snapshot without its status and time, for telling whether content changed. */
export function shownContent(snapshot: Snapshot): string {
  const { status: _status, published_at: _publishedAt, ...fields } = snapshot.fields;
  return JSON.stringify([snapshot.title, snapshot.lead, snapshot.bodyHtml, fields]);
}

/**
 * Inside the save's transaction, after its writes: keeps the article as it now stands. `approved`:
 * the version an approval lets out, kept however many saves follow it (until the next approval).
 */
export async function recordRevision(
  tx: Database,
  input: { articleId: number; writerId: number; kind: RevisionKind; keep: number; approved?: boolean },
) {
  const { articleId, writerId, kind, keep, approved = false } = input;
  const content = await articleSnapshot(tx, articleId);
  if (kind === 'autosave') {
    const [newest] = await tx
      .select({ id: articleRevisions.id, kind: articleRevisions.kind, writerId: articleRevisions.writerId })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId))
      .orderBy(desc(articleRevisions.id))
      .limit(1);
    // The same sitting: nothing but this writer's background saves since the last one.
    if (newest?.kind === 'autosave' && newest.writerId === writerId) {
      await tx
        .update(articleRevisions)
        .set({ ...content, createdAt: new Date() })
        .where(eq(articleRevisions.id, newest.id));
      return;
    }
  }
  await keepRevisions(tx, [{ articleId, writerId, content }], { kind, keep, approved });
}

/**
 * Inside the saves' transaction, after their writes: a revision of each article as its row (read
 * back by the write) now stands, in three statements however many there are (the import's batches).
 */
export async function recordRevisions(
  tx: Database,
  saves: readonly { article: ArticleRow; writerId: number }[],
  options: { kind: RevisionKind; keep: number },
) {
  if (saves.length === 0) return;
  const tagIds = await tagIdsOf(
    tx,
    saves.map((save) => save.article.id),
  );
  const revisions = saves.map(({ article, writerId }) => ({
    articleId: article.id,
    writerId,
    content: snapshotOf(article, tagIds.get(article.id) ?? []),
  }));
  await keepRevisions(tx, revisions, { ...options, approved: false });
}

/** The revisions stored, and each article's past the newest `keep` dropped, but for its last approved one. */
async function keepRevisions(
  tx: Database,
  revisions: readonly { articleId: number; writerId: number; content: Snapshot }[],
  options: { kind: RevisionKind; keep: number; approved: boolean },
) {
  const { kind, keep, approved } = options;
  await tx
    .insert(articleRevisions)
    .values(revisions.map(({ articleId, writerId, content }) => ({ articleId, writerId, kind, approved, ...content })));
  const other = alias(articleRevisions, 'other');
  const oldestKept = tx
    .select({ id: other.id })
    .from(other)
    .where(eq(other.articleId, articleRevisions.articleId))
    .orderBy(desc(other.id))
    .offset(keep - 1)
    .limit(1);
  const lastApproved = tx
    .select({ id: sql<number>`max(${other.id})` })
    .from(other)
    .where(and(eq(other.articleId, articleRevisions.articleId), eq(other.approved, true)));
  await tx.delete(articleRevisions).where(
    and(
      inArray(
        articleRevisions.articleId,
        revisions.map((revision) => revision.articleId),
      ),
      lt(articleRevisions.id, sql`(${oldestKept})`),
      // A null (no approval yet) keeps nothing back.
      sql`${articleRevisions.id} is distinct from (${lastApproved})`,
    ),
  );
}

/** Each article's tags, by id. */
async function tagIdsOf(tx: Database, articleIds: number[]): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({ articleId: articleTags.articleId, tagId: articleTags.tagId })
    .from(articleTags)
    .where(inArray(articleTags.articleId, articleIds))
    .orderBy(articleTags.tagId);
  const byArticle = new Map<number, number[]>();
  for (const row of rows) byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row.tagId]);
  return byArticle;
}

/** What a revision keeps of an article. */
function snapshotOf(article: ArticleRow, tagIds: number[]) {
  const fields: RevisionFields = {
    thumbnail_url: article.thumbnailUrl,
    category_id: article.categoryId,
    tag_ids: tagIds,
    status: article.status,
    published_at: article.publishedAt?.toISOString() ?? null,
    is_pr: article.isPr,
    sponsor: article.sponsor,
    is_highlight: article.isHighlight,
    meta_title: article.metaTitle,
    meta_description: article.metaDescription,
    og_image_url: article.ogImageUrl,
    canonical_url: article.canonicalUrl,
    noindex: article.noindex,
  };
  return { title: article.title, lead: article.lead, bodyJson: article.bodyJson, bodyHtml: article.bodyHtml, fields };
}
