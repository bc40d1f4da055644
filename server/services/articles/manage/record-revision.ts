// Keeping revisions: every save through the API keeps the article as it then stands. Background
// saves (autosave, preview) of one sitting fold into one revision; the newest `revisionsKept` stay,
// and so does the one the last approval let out.
// They live and go with their article: into the trash and back, and away with a permanent delete.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { RevisionSummary } from '../../../../contract/revisions.ts';
import type { Database } from '../../../db/client.ts';
import { articles, articleTags } from '../../../db/schema/content.ts';
import { articleRevisions, type RevisionFields } from '../../../db/schema/editorial.ts';

export type RevisionKind = RevisionSummary['kind'];

/** The article as a revision keeps it: title, lead, body and the editor's other fields. */
export async function articleSnapshot(tx: Database, articleId: number) {
  const [article] = await tx.select().from(articles).where(eq(articles.id, articleId));
  if (!article) throw new Error(`article ${articleId} is gone`);
  const tagRows = await tx
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, articleId))
    .orderBy(articleTags.tagId);
  const fields: RevisionFields = {
    thumbnail_url: article.thumbnailUrl,
    category_id: article.categoryId,
    tag_ids: tagRows.map((t) => t.id),
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

/** What readers would be shown: a snapshot without its status and time, for telling whether content changed. */
export function shownContent(snapshot: Awaited<ReturnType<typeof articleSnapshot>>): string {
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
  await tx.insert(articleRevisions).values({ articleId, writerId, kind, approved, ...content });
  const oldestKept = tx
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.id))
    .offset(keep - 1)
    .limit(1);
  const lastApproved = tx
    .select({ id: sql<number>`max(${articleRevisions.id})` })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.approved, true)));
  await tx.delete(articleRevisions).where(
    and(
      eq(articleRevisions.articleId, articleId),
      lt(articleRevisions.id, sql`(${oldestKept})`),
      // A null (no approval yet) keeps nothing back.
      sql`${articleRevisions.id} is distinct from (${lastApproved})`,
    ),
  );
}
