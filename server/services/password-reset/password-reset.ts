// Password reset by mail: a single-use link token and a 6-digit code, valid for 30 minutes.
// Only their SHA-256 hashes are stored; a new request or a successful reset voids the others.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { passwordResets, writers } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

export const RESET_TTL_MINUTES = 30;
export const RESET_REQUESTED =
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

async function issue(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, writer: typeof writers.$inferSelect) {
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
  await deps.mailer.send({
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
  });
}

/** Public: answers the same whether or not the address is registered. */
export async function requestPasswordReset(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, email: string) {
  const writer = await liveWriter(deps, eq(writers.email, email));
  if (writer) await issue(deps, writer);
  return { message: RESET_REQUESTED };
}

/** Admins send a reset mail to a writer. */
export async function sendResetToWriter(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, id: number) {
  const writer = await liveWriter(deps, eq(writers.id, id));
  if (!writer) throw AppError.notFound('ライターが見つかりませんでした');
  await issue(deps, writer);
  return { message: `${writer.name}さんにパスワード再設定のメールを送りました` };
}

export async function resetPassword(
  deps: Pick<Deps, 'db'>,
  input: { email: string; password: string } & ({ token: string } | { code: string }),
) {
  const writer = await liveWriter(deps, eq(writers.email, input.email));
  if (!writer) throw AppError.validation({ token: [INVALID] });
  const secret =
    'token' in input
      ? eq(passwordResets.tokenHash, sha256(input.token))
      : eq(passwordResets.codeHash, sha256(input.code));
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    // Claiming the reset and using it is one step: a second use finds nothing to claim.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.writerId, writer.id),
          secret,
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!claimed) return false;
    await tx.update(writers).set({ passwordHash, updatedAt: now }).where(eq(writers.id, writer.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.writerId, writer.id), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!done) throw AppError.validation({ ['token' in input ? 'token' : 'code']: [INVALID] });
  return { message: 'パスワードを再設定しました。新しいパスワードでログインしてください' };
}
