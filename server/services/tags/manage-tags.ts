// Tag management (admins): create, edit, reorder, and the trash — move, restore, delete for good.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { tagInput, tagUpdate } from '../../../contract/taxonomy.ts';
import { tags } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toTagJson } from './read-tags.ts';

async function tagById(deps: Pick<Deps, 'db'>, id: number) {
  const [row] = await deps.db.select().from(tags).where(eq(tags.id, id));
  if (!row) throw AppError.notFound('タグが見つかりませんでした');
  return row;
}

export async function getTagForEdit(deps: Pick<Deps, 'db'>, id: number) {
  return toTagJson(await tagById(deps, id));
}

// Slugs are unique among all tags, trashed ones included (a restore must not collide): the
// database's unique key decides, so parallel saves cannot both take one (server/errors.ts).
export async function createTag(deps: Pick<Deps, 'db'>, input: z.infer<typeof tagInput>) {
  const [row] = await deps.db.insert(tags).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return toTagJson(row);
}

export async function updateTag(deps: Pick<Deps, 'db'>, id: number, input: z.infer<typeof tagUpdate>) {
  const [row] = await deps.db
    .update(tags)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(tags.id, id))
    .returning();
  if (!row) throw AppError.notFound('タグが見つかりませんでした');
  return toTagJson(row);
}

export async function moveTagToTrash(deps: Pick<Deps, 'db'>, id: number) {
  const row = await tagById(deps, id);
  if (row.deletedAt) throw AppError.validation({ id: ['このタグは既にゴミ箱にあります'] });
  await deps.db.update(tags).set({ deletedAt: new Date() }).where(eq(tags.id, id));
  return { message: 'タグをゴミ箱に移しました' };
}

export async function restoreTag(deps: Pick<Deps, 'db'>, id: number) {
  const row = await tagById(deps, id);
  if (!row.deletedAt) throw AppError.validation({ id: ['このタグはゴミ箱にありません'] });
  await deps.db.update(tags).set({ deletedAt: null }).where(eq(tags.id, id));
  return { message: 'タグをゴミ箱から戻しました' };
}

/** Permanent, and only from the trash; the tag's links to articles go with it. */
export async function deleteTag(deps: Pick<Deps, 'db'>, id: number) {
  const row = await tagById(deps, id);
  if (!row.deletedAt) throw AppError.validation({ id: ['完全に削除する前に、タグをゴミ箱に移してください'] });
  await deps.db.delete(tags).where(and(eq(tags.id, id), isNotNull(tags.deletedAt)));
  return { message: 'タグを完全に削除しました' };
}

export async function listTrashedTags(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db.select().from(tags).where(isNotNull(tags.deletedAt)).orderBy(tags.deletedAt);
  return rows.map(toTagJson);
}

export async function reorderTags(deps: Pick<Deps, 'db'>, ids: number[]) {
  await deps.db.transaction(async (tx) => {
    for (const [order, id] of ids.entries())
      await tx
        .update(tags)
        .set({ order })
        .where(and(eq(tags.id, id), isNull(tags.deletedAt)));
  });
  return { message: '並び順を保存しました' };
}
