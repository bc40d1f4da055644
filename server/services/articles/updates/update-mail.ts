// A scheduled update's review by mail, routed as an article's (review-mail.ts): a submission to the
// admins, a return or an approval to the article's writer, never to the person who acted.
import type { Article } from '../../../../contract/articles.ts';
import type { UpdateReviewBody } from '../../../../contract/scheduled-updates.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import type { Deps } from '../../../deps.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { sendReviewMail } from '../review/review-mail.ts';

export function mailUpdateAction(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  /** `goLiveAt`: the update's time while it waits; `wentLive`: an approval put it live at once. */
  input: { actor: WriterRow; article: Article; body: UpdateReviewBody; goLiveAt: string | null; wentLive: boolean },
) {
  const { actor, article, body } = input;
  // A move of an approved time tells no one: the calendar shows it.
  if (body.action === 'reschedule' || body.action === 'withdraw') return;
  const path = `/admin/articles/edit_article/${article.id}${input.wentLive ? '' : '/update'}`;
  const note = 'comment' in body && body.comment ? ['', `コメント（${actor.name}）：`, body.comment] : [];
  const text = (intro: string) =>
    [intro, '', `記事：${article.title}`, ...note, '', `開く：${deps.config.siteUrl}${path}`].join('\n');
  const message = {
    submit: {
      subject: `【Salvia】更新版の校正依頼：${article.title}`,
      text: text(`${actor.name}さんから、公開中の記事の更新版について校正依頼が届きました。`),
    },
    return: {
      subject: `【Salvia】更新版の差し戻し：${article.title}`,
      text: text(
        `${actor.name}さんが更新版を差し戻しました。コメントを確認して直してから、もう一度校正に出してください。`,
      ),
    },
    approve: {
      subject: `【Salvia】更新版が承認されました：${article.title}`,
      text: text(
        !input.wentLive && input.goLiveAt
          ? `${actor.name}さんが更新版を承認しました。${formatDateTime(input.goLiveAt)}に公開中の記事と入れ替わります。`
          : `${actor.name}さんが更新版を承認し、公開中の記事と入れ替えました。`,
      ),
    },
  }[body.action];
  sendReviewMail(deps, { actor, article, action: body.action }, message);
}
