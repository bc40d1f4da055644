// A reader's message: stored first (so it is never lost), then mailed to every administrator.
import { and, eq, isNull } from 'drizzle-orm';
import type { ContactBody } from '../../../contract/contact.ts';
import { formatDateTime } from '../../../contract/time.ts';
import { writers } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/site.ts';
import type { Deps } from '../../deps.ts';

export async function sendContactMessage(deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>, input: ContactBody) {
  const [message] = await deps.db.insert(contactMessages).values(input).returning();
  const admins = await deps.db
    .select({ email: writers.email })
    .from(writers)
    .where(and(eq(writers.role, 'admin'), isNull(writers.deletedAt)));
  if (admins.length === 0) return message;
  try {
    await deps.mailer.send({
      to: admins.map((a) => a.email),
      subject: `【Salvia】お問い合わせ：${input.name} 様`,
      text: [
        'サイトのお問い合わせフォームからメッセージが届きました。',
        '',
        `お名前：${input.name}`,
        `メールアドレス：${input.email}`,
        `受付日時：${formatDateTime(message.createdAt)}`,
        '',
        input.body,
        '',
        `— ${deps.config.siteUrl}`,
      ].join('\n'),
    });
  } catch (error) {
    // The message is stored; a mail outage must not make the reader send it again.
    deps.log.error({ err: error, contactMessageId: message.id }, 'could not mail a contact message');
  }
  return message;
}
