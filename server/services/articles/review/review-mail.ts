// The review's mail: a submission goes to the admins, a return or an approval to the article's
// writer. Never to the person who acted, and never holding up the answer (mailer.sendLater).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Article } from '../../../../contract/articles.ts';
import type { ReviewActionBody } from '../../../../contract/review.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { writers } from '../../../db/schema/accounts.ts';
import type { Deps } from '../../../deps.ts';
import type { WriterRow } from '../../writers/writer-json.ts';

type Input = { actor: WriterRow; article: Article; body: ReviewActionBody };
type Message = { subject: string; text: string };

export function mailReviewAction(deps: Pick<Deps, 'db' | 'config' | 'mailer'>, input: Input) {
  sendReviewMail(deps, { ...input, action: input.body.action }, compose(deps, input));
}

/** A review's mail as its action routes it (a scheduled update's review sends its own words this way). */
export function sendReviewMail(
  deps: Pick<Deps, 'db' | 'mailer'>,
  input: { actor: WriterRow; article: Article; action: ReviewActionBody['action'] },
  message: Message,
) {
  if (input.action === 'withdraw') return;
  deps.mailer.sendLater(async () => {
    const to = await recipients(deps, input);
    return to.length === 0 ? null : { to, ...message };
  });
}

async function recipients(
  deps: Pick<Deps, 'db'>,
  { actor, article, action }: { actor: WriterRow; article: Article; action: ReviewActionBody['action'] },
): Promise<string[]> {
  const live = isNull(writers.deletedAt);
  const notActor = ne(writers.id, actor.id);
  const rows = await deps.db
    .select({ email: writers.email })
    .from(writers)
    .where(
      action === 'submit'
        ? and(eq(writers.role, 'admin'), live, notActor)
        : and(eq(writers.id, article.writer.id), live, notActor),
    );
  return rows.map((r) => r.email);
}

function compose(deps: Pick<Deps, 'config'>, { actor, article, body }: Input): Message {
  const link = `${deps.config.siteUrl}/admin/articles/edit_article/${article.id}`;
  const note = 'comment' in body && body.comment ? ['', `コメント（${actor.name}）：`, body.comment] : [];
  const lines = (intro: string) => [intro, '', `記事：${article.title}`, ...note, '', `記事を開く：${link}`];
  switch (body.action) {
    case 'submit':
      return {
        subject: `【Salvia】校正依頼：${article.title}`,
        text: lines(`${actor.name}さんから記事の校正依頼が届きました。`).join('\n'),
      };
    case 'return':
      return {
        subject: `【Salvia】差し戻し：${article.title}`,
        text: lines(
          `${actor.name}さんが記事を差し戻しました。コメントを確認して直してから、もう一度校正に出してください。`,
        ).join('\n'),
      };
    default: {
      const when = article.published_at ? formatDateTime(article.published_at) : '';
      const scheduled = article.published_at !== null && new Date(article.published_at).getTime() > Date.now();
      return {
        subject: `【Salvia】承認されました：${article.title}`,
        text: lines(
          scheduled
            ? `${actor.name}さんが記事を承認しました。${when}に公開されます。`
            : `${actor.name}さんが記事を承認し、公開しました。`,
        ).join('\n'),
      };
    }
  }
}
