// What the scale benchmark asks for: every public API call of SPEC.md §7, every public page, the
// search-engine files, the admin list and search and the analytics summary, with real ids.
import type { Target } from './load.ts';
import { sqlClient } from './sql-client.ts';

/** The news apps' feeds measured: SmartNews's format, and one partner feed for the others. */
export const SCALE_FEEDS = ['smartnews', 'yahoo'] as const;

export type Endpoint = { name: string; group: 'api' | 'page' | 'seo' | 'admin' | 'control'; targets: Target[] };

export type Fixtures = {
  /** Recently published articles readers are reading now. */
  hotArticleIds: number[];
  /** A tag on >10k articles at full size, and a typical one (~100 articles). */
  bigTagId: number;
  smallTagId: number;
  tagIds: number[];
  writerId: number;
  categoryId: number;
};

export async function loadFixtures(databaseUrl: string): Promise<Fixtures> {
  const db = await sqlClient(databaseUrl);
  try {
    const hot = await db.query<{ id: number }>(`
      select v.article_id as id from article_daily_views v join articles a on a.id = v.article_id
      where v.day >= current_date - 2 and a.status = 'published' and a.deleted_at is null
      group by v.article_id order by sum(v.visitors) desc limit 20`);
    const [big] = await db.query<{ id: number }>(
      `select tag_id as id from article_tags group by tag_id order by count(*) desc limit 1`,
    );
    const [small] = await db.query<{ id: number }>(`
      select tag_id as id from article_tags group by tag_id
      order by abs(count(*) - 100), tag_id limit 1`);
    const tags = await db.query<{ id: number }>(
      `
      select tag_id as id from article_tags at join articles a on a.id = at.article_id
      where a.id = any($1::int[]) group by tag_id order by count(*) desc limit 3`,
      [hot.map((h) => h.id)],
    );
    const [writer] = await db.query<{ id: number }>(`
      select writer_id as id from articles where status = 'published' and deleted_at is null
      group by writer_id order by count(*) desc limit 1`);
    const [category] = await db.query<{ id: number }>(`select id from categories where slug = 'living'`);
    if (!big || !small || !writer || !category || hot.length === 0) throw new Error('the scale database looks empty');
    return {
      hotArticleIds: hot.map((h) => h.id),
      bigTagId: big.id,
      smallTagId: small.id,
      tagIds: tags.map((t) => t.id),
      writerId: writer.id,
      categoryId: category.id,
    };
  } finally {
    await db.end();
  }
}

// Common in titles and leads (many matches), as readers type it: 収納 "storage".
const KEYWORD = encodeURIComponent('収納');
// In bodies only (4,476 of 100k articles, no title or lead), as an editor looks for a passage.
const BODY_KEYWORD = encodeURIComponent('ていねい');

export function scaleEndpoints(f: Fixtures, adminToken: string): Endpoint[] {
  const get = (path: string): Target => ({ path });
  const one = (name: string, group: Endpoint['group'], path: string): Endpoint => ({
    name,
    group,
    targets: [get(path)],
  });
  const hot = (make: (id: number) => string) => f.hotArticleIds.map((id) => get(make(id)));
  const admin = (path: string): Target => ({ path, headers: { authorization: `JWT ${adminToken}` } });
  const a = '/api/v1/articles';
  return [
    one('healthz (HTTP baseline)', 'control', '/healthz'),
    // Articles
    one('articles/public_index', 'api', `${a}/public_index?page=1&per=20`),
    one('articles/public_index page 500', 'api', `${a}/public_index?page=500&per=20`),
    one('articles/categorized living', 'api', `${a}/categorized?category=living&page=1&per=20`),
    one('articles/categorized living/parenting', 'api', `${a}/categorized?category=living&second_category=parenting`),
    one('articles/get_articles_by_tag big', 'api', `${a}/get_articles_by_tag?tag_id=${f.bigTagId}&page=1&per=20`),
    one('articles/get_articles_by_tag small', 'api', `${a}/get_articles_by_tag?tag_id=${f.smallTagId}&page=1&per=20`),
    {
      name: 'articles/get_recommended_articles',
      group: 'api',
      targets: hot((id) => `${a}/get_recommended_articles?id=${id}`),
    },
    one(
      'articles/get_trending_articles_by_tags',
      'api',
      `${a}/get_trending_articles_by_tags?tag_ids=${f.tagIds.join(',')}`,
    ),
    one('articles/trending', 'api', `${a}/trending?limit=10`),
    one('articles/period_trending day', 'api', `${a}/period_trending?period=day`),
    one('articles/period_trending week', 'api', `${a}/period_trending?period=week`),
    one('articles/period_trending month', 'api', `${a}/period_trending?period=month`),
    one('articles/rank', 'api', `${a}/rank`),
    one('articles/search', 'api', `${a}/search?title=${KEYWORD}&page=1&per=20`),
    one('articles/famous_parents', 'api', `${a}/famous_parents`),
    one('articles/highlights', 'api', `${a}/highlights`),
    one('articles/articles_by_writer', 'api', `${a}/articles_by_writer?writer_id=${f.writerId}&page=1&per=20`),
    { name: 'articles/view', group: 'api', targets: hot((id) => `${a}/view?id=${id}`) },
    // Tags
    one('tags', 'api', '/api/v1/tags?page=1&per=20'),
    one('tags/trendings', 'api', '/api/v1/tags/trendings'),
    one('tags/search', 'api', `/api/v1/tags/search?keyword=${KEYWORD}`),
    one('tags/search_by_title', 'api', `/api/v1/tags/search_by_title?title=${encodeURIComponent('時短')}`),
    one('tags/view', 'api', `/api/v1/tags/view?id=${f.bigTagId}`),
    // Categories
    one('categories', 'api', '/api/v1/categories?page=1&per=20'),
    one('categories/tags_in_main_categories', 'api', '/api/v1/categories/tags_in_main_categories'),
    one('categories/search', 'api', `/api/v1/categories/search?title=${encodeURIComponent('暮らし')}`),
    one(
      'categories/search_by_title',
      'api',
      `/api/v1/categories/search_by_title?title=${encodeURIComponent('暮らし')}`,
    ),
    one('categories/view', 'api', `/api/v1/categories/view?id=${f.categoryId}`),
    // Writers
    one('writers/public_writers', 'api', '/api/v1/writers/public_writers?page=1&per=20'),
    one('writers/show_public', 'api', `/api/v1/writers/show_public?id=${f.writerId}`),
    // Pages (server-rendered)
    one('page /', 'page', '/'),
    { name: 'page /articles/:id', group: 'page', targets: hot((id) => `/articles/${id}`) },
    one('page /living', 'page', '/living'),
    one('page /living/parenting', 'page', '/living/parenting'),
    one('page /tags/:id big', 'page', `/tags/${f.bigTagId}`),
    one('page /tags/:id small', 'page', `/tags/${f.smallTagId}`),
    one('page /tag_list', 'page', '/tag_list'),
    one('page /writers', 'page', '/writers'),
    one('page /writers/:id', 'page', `/writers/${f.writerId}`),
    one('page /search', 'page', `/search?keyword=${KEYWORD}`),
    one('page /articles', 'page', '/articles'),
    one('/sitemap.xml', 'seo', '/sitemap.xml'),
    one('/sitemaps/pages.xml', 'seo', '/sitemaps/pages.xml'),
    one('/sitemaps/articles-1.xml', 'seo', '/sitemaps/articles-1.xml'),
    one('/sitemap-news.xml', 'seo', '/sitemap-news.xml'),
    one('/feed.xml', 'seo', '/feed.xml'),
    ...SCALE_FEEDS.map((id) => one(`/feeds/${id}.xml`, 'seo', `/feeds/${id}.xml`)),
    // Admin (signed in as an administrator)
    { name: 'admin articles list', group: 'admin', targets: [admin(`${a}?page=1&per=20`)] },
    { name: 'admin articles keyword', group: 'admin', targets: [admin(`${a}?keyword=${KEYWORD}&page=1&per=20`)] },
    {
      name: 'admin articles keyword in bodies',
      group: 'admin',
      targets: [admin(`${a}?keyword=${BODY_KEYWORD}&page=1&per=20`)],
    },
    { name: 'admin articles/admin_search', group: 'admin', targets: [admin(`${a}/admin_search?title=${KEYWORD}`)] },
    { name: 'analytics/summary 7 days', group: 'admin', targets: [admin('/api/v1/analytics/summary?days=7')] },
    { name: 'analytics/summary 90 days', group: 'admin', targets: [admin('/api/v1/analytics/summary?days=90')] },
  ];
}
