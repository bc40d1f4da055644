// /sitemaps/pages.xml: every page that is not an article — home, the lists, the ranking, categories,
// tags, writers, 監修者 and numbered 連載 — each dated by the newest public article it shows. Tags,
// subtopics and series without a public article have no page yet (public-filter.ts, decision 028) and
// are left out, as are reviewers who reviewed none.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { seriesPath } from '../../../contract/series-labels.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articles, articleTags, categories, tags } from '../../db/schema/content.ts';
import { articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import { series, seriesEpisodes } from '../../db/schema/series.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';
import { newestArticleLastmod } from './article-lastmod.ts';
import { newest, type Sitemap, type SitemapEntry, urlLines, urlsetXml } from './sitemap-xml.ts';

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

type CategoryRow = { id: number; slug: string; parentId: number | null };

export async function buildPagesSitemap(deps: Pick<Deps, 'db' | 'config'>): Promise<Sitemap> {
  const [newestPublication, categoryRows, categoryLastmods, tagRows, writerRows, reviewerRows, seriesRows] =
    await Promise.all([
      // Walks the public list's index from the newest: one row read.
      deps.db
        .select({ publishedAt: articles.publishedAt })
        .from(articles)
        .where(isPublic())
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(1),
      deps.db
        .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
        .from(categories)
        .where(isNull(categories.deletedAt)),
      deps.db
        .select({ categoryId: articles.categoryId, lastmod: newestArticleLastmod() })
        .from(articles)
        .where(and(isPublic(), isNotNull(articles.categoryId)))
        .groupBy(articles.categoryId),
      deps.db
        .select({ id: tags.id, lastmod: newestArticleLastmod() })
        .from(tags)
        .leftJoin(articleTags, eq(articleTags.tagId, tags.id))
        .leftJoin(articles, and(eq(articles.id, articleTags.articleId), isPublic()))
        .where(isNull(tags.deletedAt))
        .groupBy(tags.id)
        .orderBy(tags.id),
      deps.db
        .select({ id: writers.id, lastmod: newestArticleLastmod() })
        .from(writers)
        .leftJoin(articles, and(eq(articles.writerId, writers.id), isPublic()))
        .where(isNull(writers.deletedAt))
        .groupBy(writers.id)
        .orderBy(writers.id),
      deps.db
        .select({ id: reviewers.id, lastmod: newestArticleLastmod() })
        .from(reviewers)
        .innerJoin(articleReviewers, eq(articleReviewers.reviewerId, reviewers.id))
        .innerJoin(articles, and(eq(articles.id, articleReviewers.articleId), isPublic()))
        .where(isNull(reviewers.deletedAt))
        .groupBy(reviewers.id)
        .orderBy(reviewers.id),
      deps.db
        .select({ id: series.id, lastmod: newestArticleLastmod() })
        .from(series)
        .innerJoin(seriesEpisodes, eq(seriesEpisodes.seriesId, series.id))
        .innerJoin(articles, and(eq(articles.id, seriesEpisodes.articleId), isPublic()))
        .groupBy(series.id)
        .orderBy(series.id),
    ]);

  const published = newestPublication[0]?.publishedAt ?? null;
  const directLastmod = new Map(categoryLastmods.map((c) => [c.categoryId as number, c.lastmod]));
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: published },
    { path: '/articles', lastmod: published },
    { path: '/ranking', lastmod: null },
    { path: '/tag_list', lastmod: null },
    { path: '/writers', lastmod: null },
    ...categoryEntries(categoryRows, directLastmod),
    ...tagRows.filter((t) => t.lastmod !== null).map((t) => ({ path: `/tags/${t.id}`, lastmod: t.lastmod })),
    ...writerRows.map((w) => ({ path: `/writers/${w.id}`, lastmod: w.lastmod })),
    ...reviewerRows.map((r) => ({ path: `/reviewers/${r.id}`, lastmod: r.lastmod })),
    ...seriesRows.map((s) => ({ path: seriesPath(s.id), lastmod: s.lastmod })),
  ];
  return { xml: urlsetXml([urlLines(deps.config.siteUrl, entries)]), lastmod: newest(entries.map((e) => e.lastmod)) };
}

/** A category page changes when any public article in it (or in its subtopics) does. */
function categoryEntries(rows: CategoryRow[], directLastmod: Map<number, Date | null>): SitemapEntry[] {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const lastmod = new Map<number, Date | null>();
  for (const c of rows) {
    const own = directLastmod.get(c.id);
    const parentId = c.parentId;
    lastmod.set(c.id, newest([lastmod.get(c.id), own]));
    if (parentId !== null) lastmod.set(parentId, newest([lastmod.get(parentId), own]));
  }
  return rows.flatMap((c) => {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (c.parentId && !parent) return []; // a subtopic of a trashed main category
    if (c.parentId && !directLastmod.has(c.id)) return []; // a subtopic without a public article
    return [{ path: parent ? `/${parent.slug}/${c.slug}` : `/${c.slug}`, lastmod: lastmod.get(c.id) ?? null }];
  });
}
