// An article may point only at a live subtopic and live tags; anything else is a 422 on that field.
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import { categories, tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, type FieldErrors } from '../../../errors.ts';

/** The part of `refs` that is live: the category if it is a live subtopic, the live tags. */
export async function liveArticleRefs(
  deps: Pick<Deps, 'db'>,
  refs: { categoryId?: number | null; tagIds?: number[] },
): Promise<{ categoryId: number | null; tagIds: number[] }> {
  const [sub] = refs.categoryId
    ? await deps.db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(inArray(categories.id, [refs.categoryId]), isNotNull(categories.parentId), isNull(categories.deletedAt)),
        )
    : [];
  const live = refs.tagIds?.length
    ? await deps.db
        .select({ id: tags.id })
        .from(tags)
        .where(and(inArray(tags.id, refs.tagIds), isNull(tags.deletedAt)))
    : [];
  return { categoryId: sub?.id ?? null, tagIds: live.map((t) => t.id) };
}

export async function checkArticleRefs(
  deps: Pick<Deps, 'db'>,
  refs: { categoryId?: number | null; tagIds?: number[] },
) {
  const live = await liveArticleRefs(deps, refs);
  const errors: FieldErrors = {};
  if (refs.categoryId && live.categoryId === null) {
    errors.category_id = ['サブカテゴリを選んでください（存在しないか、メインカテゴリです）'];
  }
  if (refs.tagIds && live.tagIds.length !== new Set(refs.tagIds).size)
    errors.tag_ids = ['存在しないタグが含まれています'];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
