// An article may point only at a live subtopic and live tags; anything else is a 422 on that field.
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import { categories, tags } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, type FieldErrors } from '../../errors.ts';

export async function checkArticleRefs(
  deps: Pick<Deps, 'db'>,
  refs: { categoryId?: number | null; tagIds?: number[] },
) {
  const errors: FieldErrors = {};
  if (refs.categoryId) {
    const [sub] = await deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(inArray(categories.id, [refs.categoryId]), isNotNull(categories.parentId), isNull(categories.deletedAt)),
      );
    if (!sub) errors.category_id = ['サブカテゴリを選んでください（存在しないか、メインカテゴリです）'];
  }
  if (refs.tagIds && refs.tagIds.length > 0) {
    const found = await deps.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(inArray(tags.id, refs.tagIds), isNull(tags.deletedAt)));
    if (found.length !== new Set(refs.tagIds).size) errors.tag_ids = ['存在しないタグが含まれています'];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
