// Password reset by mail: a single-use link token and a 6-digit code, valid for 30 minutes.
// Only their SHA-256 hashes are stored; a new request or a successful reset voids the others.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { sessionVersionAfter } from '../../auth/session-version.ts';
import { passwordResets, writers } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { Mail } from '../../mail/mailer.ts';

const RESET_TTL_MINUTES = 30;
const RESET_REQUESTED =
  'ご登録のメールアドレス宛てに、パスワード再設定のご案内を送りました。届かない場合は、入力したアドレスをご確認ください。';
const INVALID = 'リンクまたは確認コードの有効期限が切れているか、すでに使用されています';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function liveWriter(deps: Pick<Deps, 'db'>, where: ReturnType<typeof eq>) {
  const [row] = await deps.db
    .select()
    .from(writers)
    .where(and(where, isNull(writers.deletedAt)));
  return row ?? null;
}

/** A new link and code for the writer (voiding older ones), and the mail that carries them. */
async function issue(deps: Pick<Deps, 'db' | 'config'>, writer: typeof writers.$inferSelect): Promise<Mail> {
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.writerId, writer.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      writerId: writer.id,
      tokenHash: sha256(token),
      codeHash: sha256(code),
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
    });
  });
  const link = `${deps.config.siteUrl}/reset_password/reset?token=${token}&email=${encodeURIComponent(writer.email)}`;
  return {
    to: writer.email,
    subject: '【Salvia】パスワード再設定のご案内',
    text: [
      `${writer.name} 様`,
      '',
      'Salvia のパスワード再設定のご依頼を受け付けました。',
      `次のリンクを開き、新しいパスワードを設定してください（${RESET_TTL_MINUTES}分間有効です）。`,
      '',
      link,
      '',
      `画面で確認コードを求められた場合は、こちらを入力してください：${code}`,
      '',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      '',
      '— Salvia編集部',
    ].join('\n'),
  };
}

/**
 * Public: answers at once and the same whether or not the address is registered. Looking the
 * address up, issuing the reset and mailing it all happen after the answer, so neither the
 * answer nor its timing tells whether anyone is registered.
 */
export function requestPasswordReset(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, email: string) {
  deps.mailer.sendLater(async () => {
    const writer = await liveWriter(deps, eq(writers.email, email));
    return writer ? issue(deps, writer) : null;
  });
  return { message: RESET_REQUESTED };
}

/** Admins send a reset mail to a writer. */
export async function sendResetToWriter(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, id: number) {
  const writer = await liveWriter(deps, eq(writers.id, id));
  if (!writer) throw AppError.notFound('ライターが見つかりませんでした');
  await deps.mailer.send(await issue(deps, writer));
  return { message: `${writer.name}さんにパスワード再設定のメールを送りました` };
}

/**
 * Sets a new password with the mailed link or code. A wrong link or code, for a registered
 * address or an unknown one, costs the same single lookup and gets the same answer; the new
 * password is hashed only once the link or code has proved right.
 */
export async function resetPassword(
  deps: Pick<Deps, 'db'>,
  input: { email: string; password: string } & ({ token: string } | { code: string }),
) {
  const field = 'token' in input ? 'token' : 'code';
  const secret =
    'token' in input
      ? eq(passwordResets.tokenHash, sha256(input.token))
      : eq(passwordResets.codeHash, sha256(input.code));
  const open = and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
  const [reset] = await deps.db
    .select({ id: passwordResets.id, writerId: passwordResets.writerId })
    .from(passwordResets)
    .innerJoin(writers, eq(writers.id, passwordResets.writerId))
    .where(and(eq(writers.email, input.email), isNull(writers.deletedAt), secret, open))
    .limit(1);
  if (!reset) throw AppError.validation({ [field]: [INVALID] });

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    // Claiming the reset and using it is one step: a second use finds nothing to claim.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    if (!claimed) return false;
    await tx
      .update(writers)
      .set({ passwordHash, updatedAt: now, sessionVersion: sessionVersionAfter({ password: input.password }) })
      .where(eq(writers.id, reset.writerId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.writerId, reset.writerId), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!done) throw AppError.validation({ [field]: [INVALID] });
  return { message: 'パスワードを再設定しました。新しいパスワードでログインしてください' };
}
