// /sitemap.xml: every public article, category, tag and writer page, with lastmod.
import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { articles, articleTags, categories, tags, writers } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';
import { escapeXml } from './escape-xml.ts';

type Entry = { path: string; lastmod?: Date | string | null };

export async function buildSitemap(deps: Pick<Deps, 'db' | 'config'>): Promise<string> {
  const lastmod = max(sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`);
  const [articleRows, categoryRows, tagRows, writerRows] = await Promise.all([
    deps.db
      .select({
        id: articles.id,
        categoryId: articles.categoryId,
        updatedAt: articles.updatedAt,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(isPublic())
      .orderBy(desc(articles.publishedAt)),
    deps.db
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(isNull(categories.deletedAt)),
    deps.db
      .select({ id: tags.id, lastmod })
      .from(tags)
      .leftJoin(articleTags, eq(articleTags.tagId, tags.id))
      .leftJoin(articles, and(eq(articles.id, articleTags.articleId), isPublic()))
      .where(isNull(tags.deletedAt))
      .groupBy(tags.id),
    deps.db
      .select({ id: writers.id, lastmod })
      .from(writers)
      .leftJoin(articles, and(eq(articles.writerId, writers.id), isPublic()))
      .where(isNull(writers.deletedAt))
      .groupBy(writers.id),
  ]);

  const entries: Entry[] = [
    { path: '/', lastmod: articleRows[0]?.publishedAt },
    { path: '/articles', lastmod: articleRows[0]?.publishedAt },
    { path: '/tag_list' },
    { path: '/writers' },
    ...categoryEntries(categoryRows, articleRows),
    ...articleRows.map((a) => ({ path: `/articles/${a.id}`, lastmod: later(a.updatedAt, a.publishedAt) })),
    ...tagRows.map((t) => ({ path: `/tags/${t.id}`, lastmod: t.lastmod })),
    ...writerRows.map((w) => ({ path: `/writers/${w.id}`, lastmod: w.lastmod })),
  ];
  const urls = entries.map((e) => {
    const mod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(deps.config.siteUrl + e.path)}</loc>${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A category page changes when any public article in it (or in its subtopics) does. */
function categoryEntries(
  rows: { id: number; slug: string; parentId: number | null }[],
  published: { categoryId: number | null; updatedAt: Date; publishedAt: Date | null }[],
): Entry[] {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const newest = new Map<number, Date>();
  for (const a of published) {
    const sub = a.categoryId === null ? undefined : byId.get(a.categoryId);
    for (const c of [sub, sub?.parentId ? byId.get(sub.parentId) : undefined]) {
      const mod = later(a.updatedAt, a.publishedAt);
      if (c && !(newest.get(c.id) && (newest.get(c.id) as Date) >= mod)) newest.set(c.id, mod);
    }
  }
  return rows.flatMap((c) => {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (c.parentId && !parent) return []; // a subtopic of a trashed main category
    return [{ path: parent ? `/${parent.slug}/${c.slug}` : `/${c.slug}`, lastmod: newest.get(c.id) }];
  });
}

function later(a: Date, b: Date | null): Date {
  return b && b > a ? b : a;
}
