// Loads the relations every article card shows and shapes rows into the wire format.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArticleCard } from '../../../contract/articles.ts';
import { safeUrlOrNull } from '../../../contract/common.ts';
import type { Database } from '../../db/client.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articles, articleTags, categories, tags } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { imageVariantsQuery, toImageVariants } from '../media/responsive-images.ts';
import { toPublicWriterJson } from '../writers/writer-json.ts';
import { isPublic } from './public-filter.ts';

/** What a card shows: never the body (~6 KB a row) and nothing a card does not print. */
export const cardColumns = {
  id: articles.id,
  title: articles.title,
  lead: articles.lead,
  thumbnailUrl: articles.thumbnailUrl,
  status: articles.status,
  publishedAt: articles.publishedAt,
  isPr: articles.isPr,
  sponsor: articles.sponsor,
  isHighlight: articles.isHighlight,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

export type CardRow = Pick<typeof articles.$inferSelect, keyof typeof cardColumns>;

// A card's writer: the public columns only, never the address or the password hash.
const cardWriter = {
  id: writers.id,
  name: writers.name,
  profileImgUrl: writers.profileImgUrl,
  profileText: writers.profileText,
  reading: writers.reading,
  jobTitle: writers.jobTitle,
  snsLinks: writers.snsLinks,
};
const cardCategory = { id: categories.id, title: categories.title, slug: categories.slug };

const parents = alias(categories, 'parent_categories');
const cardParent = { id: parents.id, title: parents.title, slug: parents.slug };

/** A subtopic as a card names it, with its main category: for an article shown with another than its own. */
export async function categoryRef(deps: Pick<Deps, 'db'>, id: number): Promise<ArticleCard['category']> {
  const [row] = await deps.db
    .select({ category: cardCategory, parent: cardParent })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(eq(categories.id, id));
  return row ? { ...row.category, parent: row.parent } : null;
}

/**
 * Cards for `rows`, in the same order, with category, writer and tags in three queries. A tag in the
 * trash is on no card, public or staff: its links stay in article_tags, so a restore brings it back.
 */
export function toArticleCards(deps: Pick<Deps, 'db'>, rows: CardRow[]): Promise<ArticleCard[]> {
  return cardsFor(deps.db, rows, false);
}

/**
 * Public cards, each kept by article id with the public cache: a page rendered again (after its entry
 * expired, or with the page cache off) reuses the cards other pages already built, with no query.
 * `null` marks an id known not to be public. Never for staff answers, which must show a save before
 * the cache is dropped.
 */
function keptCards(deps: Pick<Deps, 'publicCache'>) {
  return deps.publicCache.entries<ArticleCard | null>('card');
}

/** Cards for the public from rows a public query found, in the same order. */
export async function toPublicCards(deps: Pick<Deps, 'db' | 'publicCache'>, rows: CardRow[]): Promise<ArticleCard[]> {
  const kept = keptCards(deps);
  // Taken now: a change meanwhile empties the kept cards while the missing ones are built.
  const known = new Map(rows.flatMap((row) => kept.get(row.id) ?? []).map((card) => [card.id, card]));
  const built = await cardsFor(
    deps.db,
    rows.filter((row) => !known.has(row.id)),
    true,
  );
  for (const card of built) {
    kept.set(card.id, card);
    known.set(card.id, card);
  }
  return rows.map((row) => known.get(row.id) as ArticleCard);
}

/**
 * The first `count` public cards of `ids`, in their order: ids not public (any more) are skipped.
 * Looked up a few at a time, so a long list of candidates costs only the cards it gives.
 */
export async function firstPublicCards(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  ids: number[],
  count: number,
): Promise<ArticleCard[]> {
  const cards: ArticleCard[] = [];
  const step = Math.max(count, 10);
  for (let from = 0; from < ids.length && cards.length < count; from += step) {
    cards.push(...(await publicCardsOf(deps, ids.slice(from, from + step))));
  }
  return cards.slice(0, count);
}

/** The public cards of `ids`, in their order; ids not public (any more) are left out. */
async function publicCardsOf(deps: Pick<Deps, 'db' | 'publicCache'>, ids: number[]): Promise<ArticleCard[]> {
  const kept = keptCards(deps);
  // Taken now, as in toPublicCards; `null`: known not to be public.
  const known = new Map<number, ArticleCard | null>();
  for (const id of ids) {
    const card = kept.get(id);
    if (card !== undefined) known.set(id, card);
  }
  const unknown = ids.filter((id) => !known.has(id));
  const rows =
    unknown.length === 0
      ? []
      : await deps.db
          .select(cardColumns)
          .from(articles)
          .where(and(inArray(articles.id, unknown), isPublic()));
  for (const card of await toPublicCards(deps, rows)) known.set(card.id, card);
  for (const id of unknown) if (!known.has(id)) kept.set(id, null);
  return ids.flatMap((id) => known.get(id) ?? []);
}

/**
 * `forReaders`: an uploaded thumbnail is named by its largest WebP variant, from which the page
 * picks the size it needs (responsive-images.ts); staff keep the original the editor chose.
 */
async function cardsFor(db: Database, rows: CardRow[], forReaders: boolean): Promise<ArticleCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const thumbnails = rows.flatMap((r) => r.thumbnailUrl ?? []);
  const [related, tagRows, variantRows] = await Promise.all([
    db
      .select({
        articleId: articles.id,
        writer: cardWriter,
        category: cardCategory,
        parent: cardParent,
      })
      .from(articles)
      .innerJoin(writers, eq(writers.id, articles.writerId))
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .leftJoin(parents, eq(parents.id, categories.parentId))
      .where(inArray(articles.id, ids)),
    db
      .select({ articleId: articleTags.articleId, id: tags.id, title: tags.title, slug: tags.slug })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(and(inArray(articleTags.articleId, ids), isNull(tags.deletedAt)))
      .orderBy(tags.order, tags.id),
    forReaders && thumbnails.length > 0 ? imageVariantsQuery(db, thumbnails) : [],
  ]);
  const variants = toImageVariants(variantRows);
  const byId = new Map(related.map((r) => [r.articleId, r]));
  return rows.map((row) => {
    const rel = byId.get(row.id);
    if (!rel) throw new Error(`article ${row.id} has no writer`);
    return {
      id: row.id,
      title: row.title,
      lead: row.lead,
      thumbnail_url: safeUrlOrNull((row.thumbnailUrl && variants.get(row.thumbnailUrl)?.named) ?? row.thumbnailUrl),
      status: row.status,
      published_at: row.publishedAt?.toISOString() ?? null,
      is_pr: row.isPr,
      sponsor: row.sponsor,
      is_highlight: row.isHighlight,
      category: rel.category ? { ...rel.category, parent: rel.parent } : null,
      writer: toPublicWriterJson(rel.writer),
      tags: tagRows.filter((t) => t.articleId === row.id).map(({ id, title, slug }) => ({ id, title, slug })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
