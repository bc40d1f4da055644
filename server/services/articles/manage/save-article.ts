// Creating and updating articles: the body rendered from its checked document, checked references,
// role rules, edit locks and a stale-copy check, each save in one transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { imagesWithoutAlt, missingAltMessage } from '../../../../contract/article-body/document-facts.ts';
import { BODY_VERSION } from '../../../../contract/article-body/node-set.ts';
import type { Article, NewArticleBody, UpdateArticleBody } from '../../../../contract/articles.ts';
import { storedSponsor } from '../../../../contract/promotion.ts';
import type { Database } from '../../../db/client.ts';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';
import { articleComments } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { articleBodyOf, bodyOfDocument } from '../../article-body/render-body.ts';
import { refuseNgWords } from '../../style-rules/refuse-ng-words.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { getArticle } from '../get-article.ts';
import { otherLockHolder } from '../lock-holder.ts';
import { mailReviewAction } from '../review/review-mail.ts';
import { loadManageableArticle } from './article-access.ts';
import { checkArticleRefs } from './check-article-refs.ts';
import { mailReschedule } from './mail-reschedule.ts';
import { articleSnapshot, type RevisionKind, recordRevision, shownContent } from './record-revision.ts';

function refuseHighlightForWriters(writer: WriterRow, isHighlight: boolean | undefined) {
  if (isHighlight && writer.role !== 'admin') throw AppError.forbidden('注目記事の設定は管理者だけができます');
}

/**
 * Where writers may not publish, a writer's save may not make an article public or move its time:
 * that is the review's approval (review-article.ts). Taking an article down stays theirs.
 */
function refusePublishingForWriters(
  deps: Pick<Deps, 'config'>,
  writer: WriterRow,
  change: { publishes: boolean; movesTime: boolean },
) {
  if (mayPublish(deps, writer) || !(change.publishes || change.movesTime)) return;
  throw AppError.forbidden('公開には管理者の承認が必要です。「校正に出す」から確認を依頼してください');
}

/** A published body describes every picture (or marks it decorative): screen readers read it out. */
export function refuseImagesWithoutAlt(bodyJson: unknown) {
  const missing = imagesWithoutAlt(bodyJson);
  if (missing > 0) throw AppError.validation({ body_json: [missingAltMessage(missing)] });
}

/** The one answer to "may this person publish without review?". */
export function mayPublish(deps: Pick<Deps, 'config'>, writer: WriterRow): boolean {
  return writer.role === 'admin' || deps.config.writersMayPublish;
}

/**
 * The article to change, locked for the transaction, after the checks every change makes: someone
 * else's live edit lock (423) and a copy older than the stored one (`updatedAt`, 409).
 */
export async function loadWritableArticle(tx: Database, writer: WriterRow, id: number, updatedAt: string | undefined) {
  // Every check below reads the locked row: a parallel save waits here, then sees this one's result.
  const current = await loadManageableArticle({ db: tx }, writer, id, { forUpdate: true });
  const holding = await otherLockHolder({ db: tx }, current.id, writer);
  if (holding) {
    const holder = holding.inTrash ? null : { id: holding.id, name: holding.name };
    throw new AppError('locked', `${holder?.name ?? '他の人'}さんが編集中です`, { extra: { locked_by: holder } });
  }
  if (updatedAt && new Date(updatedAt).getTime() !== current.updatedAt.getTime()) {
    throw new AppError('conflict', '他の人が先にこの記事を保存しました。内容を確認してから保存し直してください', {
      extra: { article: await getArticle({ db: tx }, { id: current.id, viewer: writer }) },
    });
  }
  return current;
}

/**
 * Publishing without a date means now; a future date means scheduled. A date not sent stays as
 * stored (a draft keeps its planned time through every save); `null` clears it.
 */
function publishedAtFor(status: 'draft' | 'published', requested: string | null | undefined, current: Date | null) {
  const date = requested === undefined ? current : requested === null ? null : new Date(requested);
  return status === 'draft' ? date : (date ?? new Date());
}

export async function createArticle(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; body: NewArticleBody },
): Promise<Article> {
  const { writer, body } = input;
  refuseHighlightForWriters(writer, body.is_highlight);
  refusePublishingForWriters(deps, writer, { publishes: body.status === 'published', movesTime: false });
  await checkArticleRefs(deps, { categoryId: body.category_id, tagIds: body.tag_ids });
  const content = articleBodyOf(body, deps.config) ?? bodyOfDocument({ type: 'doc' }, 'body_json', deps.config);
  if (body.status === 'published') {
    refuseImagesWithoutAlt(content.json);
    await refuseNgWords(deps.db, { title: body.title, lead: body.lead, bodyJson: content.json });
  }
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        title: body.title,
        lead: body.lead,
        bodyJson: content.json,
        bodyHtml: content.html,
        bodyVersion: BODY_VERSION,
        thumbnailUrl: body.thumbnail_url ?? null,
        categoryId: body.category_id ?? null,
        writerId: writer.id,
        status: body.status,
        publishedAt: publishedAtFor(body.status, body.published_at, null),
        isPr: body.is_pr,
        sponsor: storedSponsor(body),
        isHighlight: body.is_highlight,
        metaTitle: body.meta_title ?? null,
        metaDescription: body.meta_description ?? null,
        ogImageUrl: body.og_image_url ?? null,
        canonicalUrl: body.canonical_url ?? null,
        noindex: body.noindex,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('insert returned no row');
    if (body.tag_ids.length > 0)
      await tx.insert(articleTags).values([...new Set(body.tag_ids)].map((tagId) => ({ articleId: row.id, tagId })));
    await recordRevision(tx, { articleId: row.id, writerId: writer.id, kind: 'save', keep: deps.config.revisionsKept });
    return row.id;
  });
  return getArticle(deps, { id, viewer: writer });
}

/** What a save answers: the article as stored, and a word for the writer when the save did more than save. */
export type SavedArticle = { article: Article; notice?: string };

const BACK_TO_REVIEW = '承認後に内容が変わったため、校正待ちに戻しました。予約した公開には改めて管理者の承認が必要です';

/**
 * True while an approved article waits for its time and the writer may not publish: what comes out
 * then is what the review approved, so a change of content sends it back to the review.
 */
function approvedAndWaiting(deps: Pick<Deps, 'config'>, writer: WriterRow, current: typeof articles.$inferSelect) {
  return (
    !mayPublish(deps, writer) &&
    current.reviewState === 'approved' &&
    current.status === 'published' &&
    current.publishedAt !== null &&
    current.publishedAt.getTime() > Date.now()
  );
}

/** `revisionKind` says what the kept revision is when it is not the body's own save or autosave. */
export async function updateArticle(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  input: { writer: WriterRow; body: UpdateArticleBody; revisionKind?: RevisionKind },
): Promise<SavedArticle> {
  const { writer, body } = input;
  await checkArticleRefs(deps, { categoryId: body.category_id, tagIds: body.tag_ids });
  const content = articleBodyOf(body, deps.config);
  let movedFrom: Date | null = null;
  const saved = await deps.db.transaction(async (tx) => {
    // Every check below reads the locked row: a parallel save waits here, then sees this one's result.
    const current = await loadWritableArticle(tx, writer, body.id, body.updated_at);
    if (body.is_highlight !== undefined && body.is_highlight !== current.isHighlight) {
      refuseHighlightForWriters(writer, true);
    }
    const status = body.status ?? current.status;
    const publishedAt = publishedAtFor(status, body.published_at, current.publishedAt);
    refusePublishingForWriters(deps, writer, {
      publishes: status === 'published' && current.status !== 'published',
      movesTime: status === 'published' && publishedAt?.getTime() !== current.publishedAt?.getTime(),
    });
    const isPr = body.is_pr ?? current.isPr;
    const sponsor = body.sponsor !== undefined ? body.sponsor : current.sponsor;
    const categoryId = body.category_id !== undefined ? body.category_id : current.categoryId;
    if (isPr && !sponsor) throw AppError.validation({ sponsor: ['PR記事には提供企業名を入力してください'] });
    if (status === 'published' && !categoryId) {
      throw AppError.validation({ category_id: ['公開する記事にはカテゴリを選んでください'] });
    }
    // Checked when publishing and on every new body of a live article, not on a change of time alone.
    if (status === 'published' && (current.status !== 'published' || content)) {
      refuseImagesWithoutAlt(content ? content.json : current.bodyJson);
    }
    if (
      status === 'published' &&
      (current.status !== 'published' || content || body.title !== undefined || body.lead !== undefined)
    ) {
      const text = { title: body.title ?? current.title, lead: body.lead ?? current.lead };
      await refuseNgWords(tx, { ...text, bodyJson: content ? content.json : current.bodyJson });
    }
    if (isRescheduled({ current, status, publishedAt, by: writer })) movedFrom = current.publishedAt;
    const approvedBefore =
      status === 'published' && approvedAndWaiting(deps, writer, current)
        ? shownContent(await articleSnapshot(tx, current.id))
        : undefined;
    // An admin publishing a submitted article approves it.
    const approves = status === 'published' && current.reviewState === 'pending';

    await tx
      .update(articles)
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.lead !== undefined && { lead: body.lead }),
        ...(content && { bodyJson: content.json, bodyHtml: content.html, bodyVersion: BODY_VERSION }),
        ...(body.thumbnail_url !== undefined && { thumbnailUrl: body.thumbnail_url }),
        ...(body.category_id !== undefined && { categoryId: body.category_id }),
        ...(body.is_highlight !== undefined && { isHighlight: body.is_highlight }),
        ...(body.meta_title !== undefined && { metaTitle: body.meta_title }),
        ...(body.meta_description !== undefined && { metaDescription: body.meta_description }),
        ...(body.og_image_url !== undefined && { ogImageUrl: body.og_image_url }),
        ...(body.canonical_url !== undefined && { canonicalUrl: body.canonical_url }),
        ...(body.noindex !== undefined && { noindex: body.noindex }),
        ...((body.status !== undefined || body.published_at !== undefined) && { status, publishedAt }),
        ...(approves && { reviewState: 'approved' as const }),
        // 更新日 moves only when the editor says the change is meaningful, and only on a live article.
        ...(body.mark_revised && status === 'published' && isLive(current) && { revisedAt: new Date() }),
        ...((body.is_pr !== undefined || body.sponsor !== undefined) && {
          isPr,
          sponsor: storedSponsor({ is_pr: isPr, sponsor }),
        }),
        updatedAt: new Date(),
      })
      .where(eq(articles.id, current.id));
    if (body.tag_ids !== undefined) await replaceArticleTags(tx, current.id, body.tag_ids);
    const backToReview =
      approvedBefore !== undefined && shownContent(await articleSnapshot(tx, current.id)) !== approvedBefore;
    if (backToReview) {
      // Out of the schedule until approved again; the planned time stays for the approval to use.
      await tx.update(articles).set({ status: 'draft', reviewState: 'pending' }).where(eq(articles.id, current.id));
      await tx
        .insert(articleComments)
        .values({ articleId: current.id, writerId: writer.id, action: 'submit', body: BACK_TO_REVIEW });
    }
    await recordRevision(tx, {
      articleId: current.id,
      writerId: writer.id,
      kind: input.revisionKind ?? (body.autosave ? 'autosave' : 'save'),
      keep: deps.config.revisionsKept,
      approved: approves,
    });
    return { id: current.id, backToReview };
  });
  const article = await getArticle(deps, { id: saved.id, viewer: writer });
  if (movedFrom) mailReschedule(deps, { actor: writer, article, from: movedFrom });
  if (!saved.backToReview) return { article };
  mailReviewAction(deps, { actor: writer, article, body: { action: 'submit', comment: BACK_TO_REVIEW } });
  return { article, notice: BACK_TO_REVIEW };
}

/** The article's tags become `tagIds`. Links to trashed tags are not the editor's to drop: a restored tag comes back. */
export async function replaceArticleTags(tx: Database, articleId: number, tagIds: number[]) {
  const liveTags = tx.select({ id: tags.id }).from(tags).where(isNull(tags.deletedAt));
  await tx.delete(articleTags).where(and(eq(articleTags.articleId, articleId), inArray(articleTags.tagId, liveTags)));
  if (tagIds.length > 0) {
    await tx
      .insert(articleTags)
      .values([...new Set(tagIds)].map((tagId) => ({ articleId, tagId })))
      .onConflictDoNothing();
  }
}

/** Published and out already: an article not yet out has no 更新日 to move. */
function isLive(current: { status: string; publishedAt: Date | null }): boolean {
  return current.status === 'published' && current.publishedAt !== null && current.publishedAt.getTime() <= Date.now();
}

/**
 * Someone other than its writer moved a scheduled article to another time (the calendar, or the
 * editor's schedule): the writer was told the old time when it was approved.
 */
function isRescheduled(p: {
  current: { status: string; publishedAt: Date | null; writerId: number };
  status: string;
  publishedAt: Date | null;
  by: WriterRow;
}): boolean {
  const { current } = p;
  if (current.writerId === p.by.id || current.status !== 'published' || p.status !== 'published') return false;
  if (!current.publishedAt || !p.publishedAt || current.publishedAt.getTime() <= Date.now()) return false;
  return current.publishedAt.getTime() !== p.publishedAt.getTime();
}
