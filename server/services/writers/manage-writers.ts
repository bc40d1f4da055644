// Writer accounts: staff lists and search, creation (admins), profile edits with role rules,
// and the trash — a trashed writer cannot sign in; their articles stay for staff but leave the site.
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type PageQuery, pageMeta, pageWindow } from '../../../contract/common.ts';
import type { NewWriterBody, UpdateSelfBody, UpdateWriterBody } from '../../../contract/writers.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { sessionVersionAfter } from '../../auth/session-version.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError, type FieldErrors } from '../../errors.ts';
import { revokeShareLinks } from '../articles/review/preview-links.ts';
import { matchesAllTerms } from '../search/match-keyword.ts';
import { toWriterJson, type WriterRow } from './writer-json.ts';

async function writerById(deps: Pick<Deps, 'db'>, id: number, options: { includeTrashed?: boolean } = {}) {
  const [row] = await deps.db
    .select()
    .from(writers)
    .where(and(eq(writers.id, id), options.includeTrashed ? undefined : isNull(writers.deletedAt)));
  if (!row) throw AppError.notFound('ライターが見つかりませんでした');
  return row;
}

/**
 * Refuses when `id` is the last live admin. The admins' rows stay locked until the transaction
 * ends, so two admins demoting (or trashing) each other at once cannot leave nobody in charge.
 */
async function assertAnotherAdminRemains(deps: Pick<Deps, 'db'>, id: number, refusal: FieldErrors) {
  const admins = await deps.db
    .select({ id: writers.id })
    .from(writers)
    .where(and(eq(writers.role, 'admin'), isNull(writers.deletedAt)))
    .for('update');
  if (!admins.some((admin) => admin.id !== id)) throw AppError.validation(refusal);
}

async function pageOfWriters(deps: Pick<Deps, 'db'>, where: ReturnType<typeof and>, page: PageQuery) {
  const { limit, offset } = pageWindow(page);
  const [rows, [counted]] = await Promise.all([
    deps.db.select().from(writers).where(where).orderBy(asc(writers.id)).limit(limit).offset(offset),
    deps.db.select({ n: count() }).from(writers).where(where),
  ]);
  return { writers: rows.map(toWriterJson), meta: pageMeta(page, counted?.n ?? 0) };
}

export function listWriters(deps: Pick<Deps, 'db'>, page: PageQuery) {
  return pageOfWriters(deps, isNull(writers.deletedAt), page);
}

export function listTrashedWriters(deps: Pick<Deps, 'db'>, page: PageQuery) {
  return pageOfWriters(deps, isNotNull(writers.deletedAt), page);
}

export function searchWriters(deps: Pick<Deps, 'db'>, input: PageQuery & { name: string }) {
  return pageOfWriters(deps, and(isNull(writers.deletedAt), matchesAllTerms(sql`${writers.name}`, input.name)), input);
}

export async function viewWriter(deps: Pick<Deps, 'db'>, id: number) {
  return toWriterJson(await writerById(deps, id));
}

export async function getWriterByEmail(deps: Pick<Deps, 'db'>, email: string) {
  const [row] = await deps.db
    .select()
    .from(writers)
    .where(and(eq(writers.email, email), isNull(writers.deletedAt)));
  if (!row) throw AppError.notFound('ライターが見つかりませんでした');
  return toWriterJson(row);
}

// Addresses are unique: the database's key decides, so parallel sign-ups with one address
// get one account and 422s (server/errors.ts).
export async function createWriter(deps: Pick<Deps, 'db'>, input: NewWriterBody) {
  const [row] = await deps.db
    .insert(writers)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      profileImgUrl: input.profile_img_url ?? null,
      profileText: input.profile_text ?? null,
      reading: input.reading ?? null,
      jobTitle: input.job_title ?? null,
      snsLinks: input.sns_links ?? {},
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toWriterJson(row);
}

async function applyChanges(deps: Pick<Deps, 'db'>, id: number, input: UpdateWriterBody) {
  const [row] = await deps.db
    .update(writers)
    .set({
      ...(input.email !== undefined && { email: input.email }),
      ...(input.name !== undefined && { name: input.name }),
      ...(input.role !== undefined && { role: input.role }),
      ...(input.profile_img_url !== undefined && { profileImgUrl: input.profile_img_url }),
      ...(input.profile_text !== undefined && { profileText: input.profile_text }),
      ...(input.reading !== undefined && { reading: input.reading }),
      ...(input.job_title !== undefined && { jobTitle: input.job_title }),
      ...(input.sns_links !== undefined && { snsLinks: input.sns_links ?? {} }),
      ...(input.password !== undefined && { passwordHash: await hashPassword(input.password) }),
      sessionVersion: sessionVersionAfter(input),
      updatedAt: new Date(),
    })
    .where(eq(writers.id, id))
    .returning();
  if (!row) throw AppError.notFound('ライターが見つかりませんでした');
  return toWriterJson(row);
}

/** An admin edits anyone (but never demotes the last admin); a writer edits only themselves, never their role. */
export async function updateWriter(
  deps: Pick<Deps, 'db'>,
  input: { actor: WriterRow; id: number; body: UpdateWriterBody },
) {
  const { actor, id, body } = input;
  const target = await writerById(deps, id);
  if (actor.role !== 'admin') {
    if (actor.id !== target.id) throw AppError.forbidden('ほかのライターのプロフィールは編集できません');
    if (body.role !== undefined && body.role !== target.role) throw AppError.forbidden('ご自身の権限は変更できません');
    // Sign-in details change only through PUT /writers/update, which asks for the current password.
    if ((body.email !== undefined && body.email !== target.email) || body.password !== undefined)
      throw AppError.forbidden(
        'メールアドレスとパスワードは、プロフィール画面で現在のパスワードを入力して変更してください',
      );
  }
  if (target.role === 'admin' && body.role === 'writer') {
    return deps.db.transaction(async (tx) => {
      await assertAnotherAdminRemains({ db: tx }, id, { role: ['最後の管理者の権限は外せません'] });
      return applyChanges({ db: tx }, id, body);
    });
  }
  return applyChanges(deps, id, body);
}

export async function updateSelf(deps: Pick<Deps, 'db'>, input: { actor: WriterRow; body: UpdateSelfBody }) {
  const { actor, body } = input;
  const { current_password, ...changes } = body;
  const sensitive = (changes.email && changes.email !== actor.email) || changes.password;
  if (sensitive && !(current_password && (await verifyPassword(actor.passwordHash, current_password)))) {
    throw AppError.validation({ current_password: ['現在のパスワードが正しくありません'] });
  }
  return applyChanges(deps, actor.id, changes);
}

/** First call: to the trash (ending their share links). Second call: gone for good, but only for a writer without articles. */
export async function deleteWriter(deps: Pick<Deps, 'db'>, input: { actor: WriterRow; id: number }) {
  if (input.actor.id === input.id) throw AppError.validation({ id: ['ご自身は削除できません'] });
  const target = await writerById(deps, input.id, { includeTrashed: true });
  if (!target.deletedAt) {
    await deps.db.transaction(async (tx) => {
      if (target.role === 'admin')
        await assertAnotherAdminRemains({ db: tx }, target.id, { id: ['最後の管理者はゴミ箱に移せません'] });
      await tx
        .update(writers)
        .set({ deletedAt: new Date(), sessionVersion: sessionVersionAfter({ trashed: true }) })
        .where(eq(writers.id, target.id));
      await revokeShareLinks({ db: tx }, { writerId: target.id });
    });
    return { message: 'ライターをゴミ箱に移しました' };
  }
  const [owned] = await deps.db.select({ n: count() }).from(articles).where(eq(articles.writerId, target.id));
  if ((owned?.n ?? 0) > 0)
    throw AppError.validation({ id: ['記事があるライターは完全には削除できません（ゴミ箱のままにしてください）'] });
  await deps.db.delete(writers).where(eq(writers.id, target.id));
  return { message: 'ライターを完全に削除しました' };
}

export async function restoreWriter(deps: Pick<Deps, 'db'>, id: number) {
  const target = await writerById(deps, id, { includeTrashed: true });
  if (!target.deletedAt) throw AppError.validation({ id: ['このライターはゴミ箱にありません'] });
  await deps.db.update(writers).set({ deletedAt: null }).where(eq(writers.id, id));
  return { message: 'ライターをゴミ箱から戻しました' };
}
