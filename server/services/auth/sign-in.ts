// Sign-in: email + password → a session token, with one answer for every kind of failure.
import { and, eq, isNull } from 'drizzle-orm';
import type { SignInBody, SignInResponse } from '../../../contract/writers.ts';
import { signToken } from '../../auth/jwt.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { writers } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toWriterJson } from '../writers/writer-json.ts';

// Verified when the email is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function signIn(deps: Pick<Deps, 'db' | 'config'>, input: SignInBody): Promise<SignInResponse['data']> {
  const [writer] = await deps.db
    .select()
    .from(writers)
    .where(and(eq(writers.email, input.email), isNull(writers.deletedAt)))
    .limit(1);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(writer?.passwordHash ?? (await decoyHash), input.password);
  if (!writer || !ok) {
    throw new AppError('unauthorized', 'メールアドレスまたはパスワードが正しくありません');
  }
  const token = await signToken(deps.config.jwtSecret, { writerId: writer.id, sessionVersion: writer.sessionVersion });
  return { token, writer: toWriterJson(writer) };
}
