// The admin's article table: a writer sees their own articles, an admin everyone's; filters by
// status (draft / scheduled / published), review (校正待ち / 差し戻し / 承認済み), category (a main
// category includes its subtopics), writer and keyword (title, lead and body, or their readings, tags
// and body words as the public search reads them; `titleOnly` for the title search); sorted as asked.
// `trash` lists the trash instead.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ManageListQuery } from '../../../../contract/articles.ts';
import { pageMeta, pageWindow } from '../../../../contract/common.ts';
import { keywordTerms } from '../../../../contract/search-keyword.ts';
import type { Database } from '../../../db/client.ts';
import { articleSearchBodies } from '../../../db/schema/article-indexes.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { countMatches, countMatchesQuery, routeForPage } from '../../search/count-matches.ts';
import { type KeywordRoute, matchesFoldedColumn } from '../../search/match-keyword.ts';
import { throughKeywordIndex } from '../../search/through-keyword-index.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { cardColumns, toArticleCards } from '../article-json.ts';
import { lockIsLive } from '../lock-holder.ts';
import { matchesHeadings } from '../public/search-articles.ts';
import { categoryFilter, visibleWriterFilter } from './manage-filters.ts';

const STATUS: Record<NonNullable<ManageListQuery['status']>, SQL | undefined> = {
  draft: eq(articles.status, 'draft'),
  scheduled: and(eq(articles.status, 'published'), gt(articles.publishedAt, sql`now()`)),
  published: and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`)),
};

export async function listManageableArticles(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; query: ManageListQuery; trash?: boolean; titleOnly?: boolean },
) {
  const { writer, query } = input;
  const filters: (SQL | undefined)[] = [
    input.trash ? isNotNull(articles.deletedAt) : isNull(articles.deletedAt),
    visibleWriterFilter(writer, query.writer_id),
    query.status ? STATUS[query.status] : undefined,
    query.review ? eq(articles.reviewState, query.review) : undefined,
  ];
  if (query.category) filters.push(await categoryFilter(deps.db, query.category));
  const column = { updated_at: articles.updatedAt, published_at: articles.publishedAt, title: articles.title }[
    query.sort
  ];
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const pageOf = (db: Database, where: SQL | undefined) =>
    db
      .select({
        ...cardColumns,
        reviewState: articles.reviewState,
        lockedById: sql<number | null>`case when ${lockIsLive} then ${articles.lockedBy} end`,
      })
      .from(articles)
      .where(where)
      .orderBy(direction(column), desc(articles.id))
      .limit(limit)
      .offset(offset);

  const keyword = query.keyword ?? '';
  const { rows, meta } = keywordTerms(keyword).length > 0 ? await keywordPage() : await plainPage();

  async function plainPage() {
    const where = and(...filters);
    const [page, [counted]] = await Promise.all([
      pageOf(deps.db, where),
      deps.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { rows: page, meta: pageMeta(query, counted?.n ?? 0) };
  }

  // Counted up to SEARCH_COUNT_LIMIT through the keyword index; the count picks how the page is read.
  async function keywordPage() {
    const matching = (route: KeywordRoute) =>
      and(...filters, input.titleOnly ? matchesFoldedColumn(articles.searchTitle, keyword, route) : bodyMatches(route));
    const indexed = { from: articles, where: matching('index') };
    const { found, route } = await throughKeywordIndex(
      deps.db,
      async (db) => {
        const found = await countMatches(countMatchesQuery(db, indexed));
        // Only the last-changed order has an index to walk; any other order sorts the matches anyway.
        const route = query.sort === 'updated_at' ? await routeForPage(db, { ...indexed, offset, found }) : 'index';
        return { found, route };
      },
      { noListWalks: true },
    );
    const read = (db: Database) => pageOf(db, matching(route));
    const rows =
      route === 'index' ? await throughKeywordIndex(deps.db, read, { noListWalks: true }) : await read(deps.db);
    return { rows, meta: pageMeta(query, found.total, found.capped) };
  }

  /**
   * Title, lead and body. Through the index: the bodies whose pieces match. Walking the list (a word
   * in more than SEARCH_COUNT_LIMIT articles): each article's body checked as the walk meets it, a
   * subquery per row that the planner cannot turn into a join over every body.
   */
  function bodyMatches(route: KeywordRoute): SQL {
    const { articleId, folded } = articleSearchBodies;
    // Or as the public search finds it: by the readings of the title and lead (じゅうそう → 重曹),
    // the tags, and the body's words written or read.
    const byReading = matchesHeadings(keyword, route);
    if (route === 'scan') {
      const found = matchesFoldedColumn(folded, keyword, 'scan');
      return sql`((select ${found} from ${articleSearchBodies} where ${articleId} = ${articles.id}) or ${byReading})`;
    }
    const ids = deps.db
      .select({ id: articleId })
      .from(articleSearchBodies)
      .where(matchesFoldedColumn(folded, keyword, 'index'));
    return or(inArray(articles.id, ids), byReading) as SQL;
  }

  const cards = await toArticleCards(deps, rows);
  return {
    articles: cards.map((card, i) => ({
      ...card,
      locked_by_id: rows[i]?.lockedById ?? null,
      review_state: rows[i]?.reviewState ?? null,
    })),
    meta,
  };
}
