// Category management (admins): two levels only (main categories and their subtopics), unique
// slugs, and a trash that never strands articles or subtopics.
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { categoryInput, categoryUpdate } from '../../../contract/taxonomy.ts';
import { articles, categories } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toCategoryJson } from './read-categories.ts';

async function categoryById(deps: Pick<Deps, 'db'>, id: number) {
  const [row] = await deps.db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw AppError.notFound('カテゴリが見つかりませんでした');
  return row;
}

/**
 * Locks the rows a tree change reads, in id order, for the rest of the transaction: two parallel
 * moves then see each other's result and can never build a cycle or a third level.
 */
async function lockCategories(deps: Pick<Deps, 'db'>, ids: (number | null | undefined)[]) {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return;
  await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, wanted))
    .orderBy(categories.id)
    .for('update');
}

async function assertValidParent(deps: Pick<Deps, 'db'>, parentId: number | null | undefined, selfId?: number) {
  if (!parentId) return;
  if (parentId === selfId) throw AppError.validation({ parent_id: ['自分自身を親カテゴリにはできません'] });
  const [parent] = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, parentId), isNull(categories.deletedAt)));
  if (!parent || parent.parentId !== null)
    throw AppError.validation({ parent_id: ['親カテゴリにはメインカテゴリを選んでください'] });
  if (selfId) {
    const [children] = await deps.db.select({ n: count() }).from(categories).where(eq(categories.parentId, selfId));
    if ((children?.n ?? 0) > 0)
      throw AppError.validation({ parent_id: ['サブカテゴリを持つカテゴリは、ほかのカテゴリの下に置けません'] });
  }
}

export async function getCategoryForEdit(deps: Pick<Deps, 'db'>, id: number) {
  return toCategoryJson(await categoryById(deps, id));
}

export async function createCategory(deps: Pick<Deps, 'db'>, input: z.infer<typeof categoryInput>) {
  const { parent_id, ...rest } = input;
  return deps.db.transaction(async (tx) => {
    await lockCategories({ db: tx }, [parent_id]);
    await assertValidParent({ db: tx }, parent_id);
    const [row] = await tx
      .insert(categories)
      .values({ ...rest, parentId: parent_id ?? null })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toCategoryJson(row);
  });
}

export async function updateCategory(deps: Pick<Deps, 'db'>, id: number, input: z.infer<typeof categoryUpdate>) {
  const { parent_id, ...rest } = input;
  return deps.db.transaction(async (tx) => {
    await lockCategories({ db: tx }, [id, parent_id]);
    await categoryById({ db: tx }, id);
    await assertValidParent({ db: tx }, parent_id, id);
    const [row] = await tx
      .update(categories)
      .set({
        ...rest,
        ...(parent_id !== undefined && { parentId: parent_id }),
        // A new title is read again in the background (search-readings.ts).
        ...(rest.title !== undefined && { reading: null }),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw AppError.notFound('カテゴリが見つかりませんでした');
    return toCategoryJson(row);
  });
}

export async function moveCategoryToTrash(deps: Pick<Deps, 'db'>, id: number) {
  return deps.db.transaction(async (tx) => {
    await lockCategories({ db: tx }, [id]);
    const row = await categoryById({ db: tx }, id);
    if (row.deletedAt) throw AppError.validation({ id: ['このカテゴリは既にゴミ箱にあります'] });
    const [live] = await tx
      .select({ n: count() })
      .from(categories)
      .where(and(eq(categories.parentId, id), isNull(categories.deletedAt)));
    if ((live?.n ?? 0) > 0) throw AppError.validation({ id: ['先にサブカテゴリをゴミ箱に移してください'] });
    await tx.update(categories).set({ deletedAt: new Date() }).where(eq(categories.id, id));
    return { message: 'カテゴリをゴミ箱に移しました' };
  });
}

export async function restoreCategory(deps: Pick<Deps, 'db'>, id: number) {
  const row = await categoryById(deps, id);
  if (!row.deletedAt) throw AppError.validation({ id: ['このカテゴリはゴミ箱にありません'] });
  if (row.parentId) {
    const parent = await categoryById(deps, row.parentId);
    if (parent.deletedAt) throw AppError.validation({ id: ['先に親カテゴリをゴミ箱から戻してください'] });
  }
  await deps.db.update(categories).set({ deletedAt: null }).where(eq(categories.id, id));
  return { message: 'カテゴリをゴミ箱から戻しました' };
}

/** A live category goes to the trash; a trashed one is deleted for good unless articles still use it. */
export async function deleteCategory(deps: Pick<Deps, 'db'>, id: number) {
  const row = await categoryById(deps, id);
  if (!row.deletedAt) return moveCategoryToTrash(deps, id);
  const [used] = await deps.db.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
  if ((used?.n ?? 0) > 0) {
    throw AppError.validation({
      id: ['このカテゴリには記事があるため削除できません（記事を別のカテゴリに移してください）'],
    });
  }
  const [children] = await deps.db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  if ((children?.n ?? 0) > 0) throw AppError.validation({ id: ['サブカテゴリがあるため削除できません'] });
  await deps.db.delete(categories).where(and(eq(categories.id, id), isNotNull(categories.deletedAt)));
  return { message: 'カテゴリを完全に削除しました' };
}

export async function listTrashedCategories(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db
    .select()
    .from(categories)
    .where(isNotNull(categories.deletedAt))
    .orderBy(categories.deletedAt);
  return rows.map(toCategoryJson);
}

export async function reorderCategories(deps: Pick<Deps, 'db'>, ids: number[]) {
  await deps.db.transaction(async (tx) => {
    for (const [order, id] of ids.entries()) await tx.update(categories).set({ order }).where(eq(categories.id, id));
  });
  return { message: '並び順を保存しました' };
}
