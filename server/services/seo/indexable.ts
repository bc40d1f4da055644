// Which public articles sitemaps list: not those marked noindex, nor those whose canonical address
// is elsewhere (search engines are to index that one instead).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { articles } from '../../db/schema/content.ts';

export function isIndexable(): SQL {
  return and(eq(articles.noindex, false), isNull(articles.canonicalUrl)) as SQL;
}
