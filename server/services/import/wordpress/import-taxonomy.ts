// WordPress's category tree (any depth) becomes Salvia's subtopics, placed by map-categories.ts; its
// tags keep their name and slug and get a reading from the dictionary. Existing ones are reused.
import { eq, isNull } from 'drizzle-orm';
import { CATEGORY_SLUG, suggestSlug, TAG_SLUG } from '../../../../contract/slugs.ts';
import { categories, tags } from '../../../db/schema/content.ts';
import type { ImportRun } from './import-run.ts';
import { fingerprintOf } from './imported-items.ts';
import { type CategoryPlace, mapCategories } from './map-categories.ts';

const KANA_READING = /^[ぁ-ゖァ-ヶー\s]+$/;
const TITLE_MAX = 50;

/** Salvia's main categories with their subtopics, as map-categories.ts compares them. */
async function categoryTree(run: ImportRun) {
  const rows = await run.deps.db
    .select()
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(categories.order, categories.id);
  const mains = rows.filter((row) => row.parentId === null);
  return mains.map((main) => ({
    id: main.id,
    slug: main.slug,
    title: main.title,
    children: rows
      .filter((row) => row.parentId === main.id)
      .map((child) => ({ id: child.id, slug: child.slug, title: child.title })),
  }));
}

export async function importCategories(run: ImportRun) {
  const { db } = run.deps;
  const tree = await categoryTree(run);
  const defaultMain = run.options.defaultCategory ?? tree[0]?.slug;
  if (!defaultMain || !tree.some((main) => main.slug === defaultMain)) {
    throw new ImportSetupError(
      run.options.defaultCategory
        ? `--default-category に指定したメインカテゴリ「${run.options.defaultCategory}」が見つかりません`
        : 'メインカテゴリが一つもありません。先に管理画面でメインカテゴリを作ってください',
    );
  }
  const places = mapCategories({
    categories: run.index.categories,
    salvia: tree,
    mapping: run.options.mapping.categories,
    defaultMain,
  });
  const known = await run.memory.all('category');
  for (const category of run.index.categories) {
    const place = places.get(category.nicename) as CategoryPlace;
    const label = `${category.name}（${category.nicename}）`;
    const memory = known.get(String(category.termId));
    const fingerprint = fingerprintOf(place);
    if (memory) {
      // Made by an earlier run (or matched then): where it went stays, whatever the tree became since.
      run.categories.set(category.nicename, memory.targetId);
      run.report.add('categories', 'skipped');
      if (memory.fingerprint !== fingerprint) {
        run.report.note(
          'categories',
          label,
          '前回の取り込み先のままにしました（対応表の変更は新しいカテゴリにのみ効きます）',
        );
      }
      continue;
    }
    if (place.kind === 'subtopic') {
      const subtopic = tree.flatMap((main) => main.children).find((child) => child.slug === place.slug);
      if (!subtopic) throw new Error(`mapped to a missing subtopic ${place.slug}`);
      run.categories.set(category.nicename, subtopic.id);
      await run.memory.remember('category', String(category.termId), subtopic.id, fingerprint);
      run.report.add('categories', 'skipped', label, `既存のサブカテゴリ「${subtopic.title}」に割り当てました`);
      continue;
    }
    const parent = tree.find((main) => main.slug === place.parentSlug);
    if (!parent) throw new Error(`no main category ${place.parentSlug}`);
    const slug = await freeCategorySlug(run, await categorySlugOf(run, place.slug, place.title));
    const title = place.title.normalize('NFC').trim().slice(0, TITLE_MAX) || slug;
    const [row] = await db
      .insert(categories)
      .values({
        title,
        slug,
        description: category.description.trim() || null,
        parentId: parent.id,
        order: 1000 + category.termId,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error('insert returned no row');
    run.categories.set(category.nicename, row.id);
    await run.memory.remember('category', String(category.termId), row.id, fingerprint);
    run.report.add('categories', 'imported');
    if (slug !== place.slug)
      run.report.note('categories', label, `スラッグを「${slug}」にしました（/${parent.slug}/${slug}）`);
  }
}

/** The WordPress slug where it can be an address here; else one from the name's reading (料理 → ryouri). */
async function categorySlugOf(run: ImportRun, slug: string, title: string): Promise<string> {
  const lower = slug.toLowerCase();
  if (CATEGORY_SLUG.test(lower) && lower.length <= 64) return lower;
  const reading = await run.deps.dictionary.readingOf(title);
  return suggestSlug(title, reading) || 'category';
}

/** Slugs are unique among all categories, trashed ones included: `-2`, `-3` … after a taken one. */
async function freeCategorySlug(run: ImportRun, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted.slice(0, 60)}-${n}`;
    const [taken] = await run.deps.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    if (!taken) return slug;
  }
}

export async function importTags(run: ImportRun) {
  const { db } = run.deps;
  const known = await run.memory.all('tag');
  for (const tag of run.index.tags) {
    const slug = tag.slug.normalize('NFC').toLowerCase();
    const title = tag.name.normalize('NFC').trim().slice(0, TITLE_MAX);
    const label = `${title}（${slug}）`;
    const fingerprint = fingerprintOf({ slug, title });
    const memory = known.get(String(tag.termId));
    if (memory) {
      run.tags.set(tag.slug, memory.targetId);
      if (memory.fingerprint === fingerprint) {
        run.report.add('tags', 'skipped');
        continue;
      }
      await db.update(tags).set({ title, updatedAt: new Date() }).where(eq(tags.id, memory.targetId));
      await run.memory.remember('tag', String(tag.termId), memory.targetId, fingerprint);
      run.report.add('tags', 'updated');
      continue;
    }
    if (!TAG_SLUG.test(slug) || slug.length > 64 || !title) {
      run.report.add('tags', 'failed', label, 'スラッグか名前がタグとして使えない形です');
      continue;
    }
    const [existing] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
    let id = existing?.id;
    if (id === undefined) {
      const reading = (await run.deps.dictionary.readingOf(title)).trim();
      const [row] = await db
        .insert(tags)
        .values({
          title,
          slug,
          reading: KANA_READING.test(reading) ? reading.slice(0, 100) : null,
          description: tag.description.trim() || null,
        })
        .returning({ id: tags.id });
      id = row?.id;
    }
    if (id === undefined) throw new Error('insert returned no row');
    run.tags.set(tag.slug, id);
    await run.memory.remember('tag', String(tag.termId), id, fingerprint);
    if (existing) run.report.add('tags', 'skipped', label, '同じスラッグの既存のタグに割り当てました');
    else run.report.add('tags', 'imported');
  }
}

/** Stops the import before anything is written: the site is not set up to take it. */
export class ImportSetupError extends Error {}
