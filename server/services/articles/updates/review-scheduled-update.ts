// 校正 of a pending version, as of a new article (review-article.ts): a writer submits it, an admin
// returns it with a comment or approves it, which puts it live now or fixes its time. Notes go to
// the article's comments, marked as the update's. Actions on one update queue on the article's row.
import { eq } from 'drizzle-orm';
import type { ReviewState } from '../../../../contract/review.ts';
import type { UpdateReviewBody, UpdateReviewResponse } from '../../../../contract/scheduled-updates.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { articles } from '../../../db/schema/content.ts';
import { articleComments, articlePendingVersions } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { refuseNgWords } from '../../style-rules/refuse-ng-words.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { getArticle } from '../get-article.ts';
import { loadWritableArticle, mayPublish } from '../manage/save-article.ts';
import { applyScheduledUpdate, refuseUnpublishable } from './apply-scheduled-update.ts';
import { loadPendingVersion, mergedArticle, NO_UPDATE, refuseUnlessLive } from './pending-version.ts';
import { toScheduledUpdate } from './scheduled-update-json.ts';
import { mailUpdateAction } from './update-mail.ts';

type Action = UpdateReviewBody['action'];

const FROM: Record<Action, (ReviewState | null)[]> = {
  submit: [null, 'returned'],
  withdraw: ['pending'],
  return: ['pending'],
  approve: [null, 'pending', 'returned'],
  reschedule: ['approved'],
};

const WRONG_STATE: Record<Action, string> = {
  submit: 'この更新版はすでに校正待ちか、承認済みです',
  withdraw: '校正待ちの更新版ではありません',
  return: '校正待ちの更新版ではありません',
  approve: 'この更新版はすでに承認済みです',
  reschedule: '承認済みの更新版ではありません',
};

/** Kept in the article's thread beside its own review, so each note says it is about the update. */
const NOTE_PREFIX = '【更新版】';

function refuseWithoutRight(deps: Pick<Deps, 'config'>, writer: WriterRow, action: Action) {
  if (action === 'return' && writer.role !== 'admin') throw AppError.forbidden('差し戻しは管理者だけができます');
  if ((action === 'approve' || action === 'reschedule') && !mayPublish(deps, writer)) {
    throw AppError.forbidden('承認は管理者だけができます');
  }
}

export async function reviewScheduledUpdate(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  input: { writer: WriterRow; articleId: number; body: UpdateReviewBody },
): Promise<UpdateReviewResponse> {
  const { writer, body } = input;
  refuseWithoutRight(deps, writer, body.action);
  if (body.action === 'reschedule' && new Date(body.go_live_at).getTime() <= Date.now()) {
    throw AppError.validation({ go_live_at: ['これから先の日時を選んでください'] });
  }
  const articleId = await deps.db.transaction(async (tx) => {
    const article = await loadWritableArticle(tx, writer, input.articleId, undefined);
    const pending = await loadPendingVersion(tx, article.id, { forUpdate: true });
    if (!pending) throw new AppError('conflict', NO_UPDATE);
    const refuse = async (message: string) =>
      new AppError('conflict', message, {
        extra: { update: await toScheduledUpdate({ ...deps, db: tx }, { pending, viewer: writer }) },
      });
    if (body.updated_at && new Date(body.updated_at).getTime() !== pending.updatedAt.getTime()) {
      throw await refuse('他の人が先にこの更新版を変えました。内容を確認してから操作し直してください');
    }
    if (!FROM[body.action].includes(pending.reviewState)) throw await refuse(WRONG_STATE[body.action]);

    let note = 'comment' in body ? body.comment : '';
    if (body.action === 'submit') await refuseNgWords(tx, mergedArticle(article, pending.changes, deps.config));
    if (body.action === 'approve') {
      refuseUnlessLive(article);
      await refuseUnpublishable(tx, deps, article, pending);
      const at = goLiveTime(body.go_live_at, pending.goLiveAt);
      if (at.getTime() <= Date.now()) {
        await applyScheduledUpdate(tx, deps, { article, pending, actorId: writer.id });
      } else {
        await tx
          .update(articlePendingVersions)
          .set({ reviewState: 'approved', goLiveAt: at, approvedBy: writer.id, updatedAt: new Date() })
          .where(eq(articlePendingVersions.articleId, article.id));
      }
      note = [`${formatDateTime(at.toISOString())}に公開${at.getTime() <= Date.now() ? 'しました' : 'します'}`, note]
        .filter(Boolean)
        .join('\n');
    } else {
      const goLiveAt = body.action === 'reschedule' ? new Date(body.go_live_at) : pending.goLiveAt;
      await tx
        .update(articlePendingVersions)
        .set({ reviewState: NEXT_STATE[body.action], goLiveAt, updatedAt: new Date() })
        .where(eq(articlePendingVersions.articleId, article.id));
      if (body.action === 'reschedule') note = `公開日時を${formatDateTime(goLiveAt!.toISOString())}に変更しました`;
    }
    // A submitted update waits for the admin: the writer's editor, left open, must not keep them out.
    if (body.action === 'submit') {
      await tx.update(articles).set({ lockedBy: null, lockedUntil: null }).where(eq(articles.id, article.id));
    }
    await tx.insert(articleComments).values({
      articleId: article.id,
      writerId: writer.id,
      action: body.action === 'reschedule' ? 'approve' : body.action,
      body: `${NOTE_PREFIX}${note}`,
    });
    return article.id;
  });
  const pending = await loadPendingVersion(deps.db, articleId);
  const article = await getArticle(deps, { id: articleId, viewer: writer });
  const goLiveAt = pending?.goLiveAt?.toISOString() ?? null;
  mailUpdateAction(deps, { actor: writer, article, body, goLiveAt, wentLive: !pending });
  return { update: pending ? await toScheduledUpdate(deps, { pending, viewer: writer }) : null, article };
}

const NEXT_STATE: Record<Exclude<Action, 'approve'>, ReviewState | null> = {
  submit: 'pending',
  withdraw: null,
  return: 'returned',
  reschedule: 'approved',
};

/** The time chosen; else the planned time if still ahead; else now. `null` chosen means now. */
function goLiveTime(chosen: string | null | undefined, planned: Date | null): Date {
  if (chosen) return new Date(chosen);
  if (chosen === undefined && planned && planned.getTime() > Date.now()) return planned;
  return new Date();
}
