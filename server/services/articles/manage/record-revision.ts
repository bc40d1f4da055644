// Keeping revisions: every save through the API keeps the article as it then stands. Background
// saves (autosave, preview) of one sitting fold into one revision; the newest `revisionsKept` stay.
// They live and go with their article: into the trash and back, and away with a permanent delete.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { RevisionSummary } from '../../../../contract/revisions.ts';
import type { Database } from '../../../db/client.ts';
import { articles, articleTags } from '../../../db/schema/content.ts';
import { articleRevisions, type RevisionFields } from '../../../db/schema/editorial.ts';

export type RevisionKind = RevisionSummary['kind'];

/** Inside the save's transaction, after its writes: keeps the article as it now stands. */
export async function recordRevision(
  tx: Database,
  input: { articleId: number; writerId: number; kind: RevisionKind; keep: number },
) {
  const { articleId, writerId, kind, keep } = input;
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
  const content = {
    title: article.title,
    lead: article.lead,
    bodyJson: article.bodyJson,
    bodyHtml: article.bodyHtml,
    fields,
  };
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
  await tx.insert(articleRevisions).values({ articleId, writerId, kind, ...content });
  const oldestKept = tx
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.id))
    .offset(keep - 1)
    .limit(1);
  await tx
    .delete(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), lt(articleRevisions.id, sql`(${oldestKept})`)));
}
