// When an article page last changed, by the sitemap's rule: the later of its last edit and its
// publication (a scheduled article changes when it goes out, not when it was written).
import { type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/content.ts';

export function articleLastmod(): SQL<Date> {
  return sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`.mapWith(articles.updatedAt);
}

/** The newest change among the articles a query groups together. */
export function newestArticleLastmod(): SQL<Date | null> {
  return sql<Date | null>`max(greatest(${articles.updatedAt}, ${articles.publishedAt}))`.mapWith(articles.updatedAt);
}
