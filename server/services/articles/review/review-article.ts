// 校正: a writer submits a draft, an admin returns it with a comment or approves it, which publishes
// it now or at its time (contract/review.ts draws the states). Each action keeps its note in the
// article's comments and mails whoever acts next; edit locks and stale copies refuse as saves do, and
// submitting lets go of the submitter's lock.
import { eq } from 'drizzle-orm';
import type { Article } from '../../../../contract/articles.ts';
import type { ReviewAction, ReviewActionBody, ReviewState } from '../../../../contract/review.ts';
import { articles } from '../../../db/schema/content.ts';
import { articleComments } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { refuseNgWords } from '../../style-rules/refuse-ng-words.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { getArticle } from '../get-article.ts';
import { recordRevision } from '../manage/record-revision.ts';
import { loadWritableArticle, refuseImagesWithoutAlt } from '../manage/save-article.ts';
import { mailReviewAction } from './review-mail.ts';

type Rule = {
  /** The states the action starts from; `null` is an article never submitted. */
  from: (ReviewState | null)[];
  to: ReviewState | null;
  adminOnly?: string;
};

const RULES: Record<ReviewAction, Rule> = {
  submit: { from: [null, 'returned', 'approved'], to: 'pending' },
  withdraw: { from: ['pending'], to: null },
  return: { from: ['pending'], to: 'returned', adminOnly: '差し戻しは管理者だけができます' },
  approve: { from: ['pending'], to: 'approved', adminOnly: '承認は管理者だけができます' },
};

const WRONG_STATE: Record<ReviewAction, string> = {
  submit: 'この記事はすでに校正待ちです',
  withdraw: '校正待ちの記事ではありません',
  return: '校正待ちの記事ではありません',
  approve: '校正待ちの記事ではありません',
};

export async function reviewArticle(
  deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'log'>,
  input: { writer: WriterRow; id: number; body: ReviewActionBody },
): Promise<Article> {
  const { writer, body } = input;
  const rule = RULES[body.action];
  if (rule.adminOnly && writer.role !== 'admin') throw AppError.forbidden(rule.adminOnly);

  const articleId = await deps.db.transaction(async (tx) => {
    const current = await loadWritableArticle(tx, writer, input.id, body.updated_at);
    // Someone acted first (or the article is out): the answer carries the article as it now stands.
    const refuse = async (message: string) =>
      new AppError('conflict', message, {
        extra: { article: await getArticle({ db: tx }, { id: current.id, viewer: writer }) },
      });
    if (!rule.from.includes(current.reviewState)) throw await refuse(WRONG_STATE[body.action]);
    if (body.action === 'submit' && current.status === 'published') {
      throw await refuse('公開中・予約中の記事は校正に出せません');
    }
    const publishing = body.action === 'approve';
    if (publishing && current.categoryId === null) {
      throw AppError.validation({ category_id: ['公開する記事にはカテゴリを選んでください'] });
    }
    if (publishing) refuseImagesWithoutAlt(current.bodyJson);
    if (publishing || body.action === 'submit') await refuseNgWords(tx, current);
    await tx
      .update(articles)
      .set({
        reviewState: rule.to,
        ...(publishing && { status: 'published' as const, publishedAt: approvedTime(body, current.publishedAt) }),
        // A submitted draft waits for the admin: the writer's editor, left open, must not keep them
        // out (no one else can hold the lock here: loadWritableArticle refused that).
        ...(body.action === 'submit' && { lockedBy: null, lockedUntil: null }),
        updatedAt: new Date(),
      })
      .where(eq(articles.id, current.id));
    await tx.insert(articleComments).values({
      articleId: current.id,
      writerId: writer.id,
      action: body.action,
      body: 'comment' in body ? body.comment : '',
    });
    if (publishing) {
      await recordRevision(tx, {
        articleId: current.id,
        writerId: writer.id,
        kind: 'save',
        keep: deps.config.revisionsKept,
        approved: true,
      });
    }
    return current.id;
  });
  const article = await getArticle(deps, { id: articleId, viewer: writer });
  mailReviewAction(deps, { actor: writer, article, body });
  return article;
}

/** The time an approval publishes at: the one chosen, else the writer's planned time if ahead, else now. */
function approvedTime(body: Extract<ReviewActionBody, { action: 'approve' }>, planned: Date | null): Date {
  if (body.published_at) return new Date(body.published_at);
  return planned && planned.getTime() > Date.now() ? planned : new Date();
}
