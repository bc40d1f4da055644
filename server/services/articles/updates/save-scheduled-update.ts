// Starting or saving the pending version of a live article. The live article is not touched: its
// row is only locked, so its edit lock holds here too and a parallel action on the update waits.
// Only the fields that differ from the live article are kept (pending-version.ts).
import type { ScheduledUpdate, ScheduledUpdateBody } from '../../../../contract/scheduled-updates.ts';
import { articleComments, articlePendingVersions, type PendingChanges } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { articleBodyOf } from '../../article-body/render-body.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { checkArticleRefs } from '../manage/check-article-refs.ts';
import { loadWritableArticle, mayPublish } from '../manage/save-article.ts';
import { changesAgainst, liveTagIds, loadPendingVersion, NO_UPDATE, refuseUnlessLive } from './pending-version.ts';
import { toScheduledUpdate } from './scheduled-update-json.ts';

const UPDATE_BACK_TO_REVIEW =
  '承認後に更新版の内容が変わったため、校正待ちに戻しました。公開には改めて管理者の承認が必要です';

export async function saveScheduledUpdate(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number; body: ScheduledUpdateBody },
): Promise<{ update: ScheduledUpdate; notice?: string }> {
  const { writer, body } = input;
  await checkArticleRefs(deps, { categoryId: body.category_id, tagIds: body.tag_ids });
  const content = articleBodyOf(body, deps.config);
  const saved = await deps.db.transaction(async (tx) => {
    const article = await loadWritableArticle(tx, writer, input.articleId, undefined);
    refuseUnlessLive(article);
    const pending = await loadPendingVersion(tx, article.id, { forUpdate: true });
    if (body.updated_at && !pending) throw new AppError('conflict', NO_UPDATE);
    if (body.updated_at && pending && new Date(body.updated_at).getTime() !== pending.updatedAt.getTime()) {
      throw new AppError('conflict', '他の人が先にこの更新版を保存しました。内容を確認してから保存し直してください', {
        extra: { update: await toScheduledUpdate({ ...deps, db: tx }, { pending, viewer: writer }) },
      });
    }
    const sent: PendingChanges = {
      title: body.title,
      lead: body.lead,
      body_json: content?.json,
      thumbnail_url: body.thumbnail_url,
      category_id: body.category_id,
      tag_ids: body.tag_ids && [...new Set(body.tag_ids)],
      meta_title: body.meta_title,
      meta_description: body.meta_description,
      og_image_url: body.og_image_url,
      canonical_url: body.canonical_url,
      noindex: body.noindex,
    };
    const changes = changesAgainst(
      { ...pending?.changes, ...definedOnly(sent) },
      { article, tagIds: await liveTagIds(tx, article.id), bodyHtml: content?.html ?? renderedOf(pending, deps) },
    );
    // What an approval let out is what goes live: a change by someone who may not publish asks again.
    const goLiveAt =
      body.go_live_at === undefined ? (pending?.goLiveAt ?? null) : body.go_live_at ? new Date(body.go_live_at) : null;
    const backToReview =
      pending?.reviewState === 'approved' &&
      !mayPublish(deps, writer) &&
      (JSON.stringify(changes) !== JSON.stringify(pending.changes) ||
        goLiveAt?.getTime() !== pending.goLiveAt?.getTime());
    const now = new Date();
    const values = {
      changes,
      ...(body.mark_revised !== undefined && { markRevised: body.mark_revised }),
      ...(body.go_live_at !== undefined && { goLiveAt }),
      ...(backToReview && { reviewState: 'pending' as const, approvedBy: null }),
      updatedAt: now,
    };
    const [row] = await tx
      .insert(articlePendingVersions)
      .values({ articleId: article.id, writerId: writer.id, markRevised: false, ...values })
      .onConflictDoUpdate({ target: articlePendingVersions.articleId, set: values })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    if (backToReview) {
      await tx
        .insert(articleComments)
        .values({ articleId: article.id, writerId: writer.id, action: 'submit', body: UPDATE_BACK_TO_REVIEW });
    }
    return { row, backToReview };
  });
  const update = await toScheduledUpdate(deps, { pending: saved.row, viewer: writer });
  return saved.backToReview ? { update, notice: UPDATE_BACK_TO_REVIEW } : { update };
}

function definedOnly(changes: PendingChanges): PendingChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as PendingChanges;
}

/** The kept body's rendering, to compare with the live one when this save sends no body. */
function renderedOf(pending: { changes: PendingChanges } | undefined, deps: Pick<Deps, 'config'>): string | undefined {
  if (pending?.changes.body_json === undefined) return undefined;
  return articleBodyOf({ body_json: pending.changes.body_json }, deps.config)?.html;
}
