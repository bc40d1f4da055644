// /sitemap-news.xml for Google News: public articles published in the last 48 hours, newest first.
import { and, desc, gt, sql } from 'drizzle-orm';
import { promotionTitle } from '../../../contract/promotion.ts';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '../articles/public-filter.ts';
import { escapeXml } from './escape-xml.ts';
import { isIndexable } from './indexable.ts';
import { NEWS_SITEMAP_HOURS, NEWS_SITEMAP_MAX_URLS } from './sitemap-limits.ts';

export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

/** The publication as Google News knows it: its name and the language it writes in. */
const PUBLICATION = { name: SITE_SHORT_NAME, language: 'ja' };

export async function buildNewsSitemap(deps: Pick<Deps, 'db' | 'config'>): Promise<string> {
  // A range at the head of the public list's index (published_at, id newest first).
  const rows = await deps.db
    .select({
      id: articles.id,
      title: articles.title,
      isPr: articles.isPr,
      sponsor: articles.sponsor,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(
      and(
        isPublic(),
        isIndexable(),
        gt(articles.publishedAt, sql`now() - make_interval(hours => ${NEWS_SITEMAP_HOURS})`),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(NEWS_SITEMAP_MAX_URLS);
  const site = deps.config.siteUrl;
  const urls = rows.map((a) => {
    // The title as the article page shows it: sponsored content says so there too.
    const title = promotionTitle({ title: a.title, is_pr: a.isPr, sponsor: a.sponsor });
    return [
      '<url>',
      `<loc>${escapeXml(`${site}/articles/${a.id}`)}</loc>`,
      '<news:news>',
      `<news:publication><news:name>${PUBLICATION.name}</news:name><news:language>${PUBLICATION.language}</news:language></news:publication>`,
      `<news:publication_date>${(a.publishedAt as Date).toISOString()}</news:publication_date>`,
      `<news:title>${escapeXml(title)}</news:title>`,
      '</news:news>',
      '</url>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
${urls.join('\n')}
</urlset>
`;
}
