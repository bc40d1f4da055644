// A scheduled article moved by someone else (an admin on the calendar or in the editor): its writer,
// who was told the old time, hears the new one. Never holds up the answer (mailer.sendLater).
import { and, eq, isNull } from 'drizzle-orm';
import type { Article } from '../../../../contract/articles.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { writers } from '../../../db/schema/accounts.ts';
import type { Deps } from '../../../deps.ts';
import type { WriterRow } from '../../writers/writer-json.ts';

export function mailReschedule(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  input: { actor: WriterRow; article: Article; from: Date },
) {
  const { actor, article, from } = input;
  if (!article.published_at || article.writer.id === actor.id) return;
  const to = article.published_at;
  deps.mailer.sendLater(async () => {
    const [row] = await deps.db
      .select({ email: writers.email })
      .from(writers)
      .where(and(eq(writers.id, article.writer.id), isNull(writers.deletedAt)));
    if (!row) return null;
    const link = `${deps.config.siteUrl}/admin/articles/edit_article/${article.id}`;
    return {
      to: row.email,
      subject: `【Salvia】公開日時の変更：${article.title}`,
      text: [
        `${actor.name}さんが記事の公開日時を変更しました。${formatDateTime(to)}に公開されます。`,
        '',
        `記事：${article.title}`,
        `変更前：${formatDateTime(from.toISOString())}`,
        `変更後：${formatDateTime(to)}`,
        '',
        `記事を開く：${link}`,
      ].join('\n'),
    };
  });
}
