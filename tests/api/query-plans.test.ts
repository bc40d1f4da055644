// Every query the public pages, old addresses and API run, EXPLAINed on PostgreSQL over tables big enough for the
// planner to prefer indexes: none may read a whole table of articles, their tags or their views.
// A later change that loses an index (a new sort, a wrapped column) fails here, not in production.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../../server/db/client.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases, withoutTriggers } from '../helpers/databases.ts';
import { fullScans } from '../helpers/query-plans.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const ARTICLES = 12_000;
/** Among the newest articles, which carry views: the article page's id. */
const RECENT = ARTICLES - 999;
const BIG_TABLES = new Set(['articles', 'article_tags', 'article_daily_views', 'page_views', 'redirects']);

// Fresh database: serial ids start at 1, so writer 1, tag 1 and article RECENT exist.
const SEED = `
insert into writers (email, name, password_hash)
  select 'writer' || g || '@example.com', 'ライター' || g, 'x' from generate_series(1, 50) g;
insert into categories (title, slug, "order") values
  ('暮らし', 'living', 1), ('家事', 'housework', 2), ('美容と健康', 'beauty_health', 3);
insert into categories (title, slug, parent_id, "order")
  select 'サブ' || g, case g when 1 then 'food' else 'sub' || g end, 1 + (g - 1) % 3, g from generate_series(1, 12) g;
insert into articles (title, lead, body_html, writer_id, category_id, status, published_at, is_highlight, updated_at)
  select '記事' || g, 'リード文' || g, '<p>本文</p>', 1 + g % 50, 4 + g % 12,
    case when g % 40 = 0 then 'draft' else 'published' end,
    now() - (${ARTICLES} - g) * interval '10 minutes', g % 700 = 0, now() - (${ARTICLES} - g) * interval '9 minutes'
  from generate_series(1, ${ARTICLES}) g;
insert into tags (title, slug, "order") select 'タグ' || g, 'tag' || g, g from generate_series(1, 300) g;
-- Tag 1 is on a third of all articles; every article carries one more.
insert into article_tags (article_id, tag_id) select g, 1 from generate_series(3, ${ARTICLES}, 3) g;
insert into article_tags (article_id, tag_id) select g, 2 + g % 299 from generate_series(1, ${ARTICLES}) g;
insert into article_daily_views (article_id, day, views, visitors)
  select a, (now() at time zone 'Asia/Tokyo')::date - d, 1 + (a * 7 + d) % 40, 1 + (a * 3 + d) % 30
  from generate_series(${ARTICLES} - 4000, ${ARTICLES}) a, generate_series(0, 29) d;
-- Old page views, as a site keeps them: the app's own roll-up reads them meanwhile, through indexes too.
insert into page_views (at, path, article_id, visitor_hash)
  select now() - interval '40 days', '/articles/' || g, 1 + g % ${ARTICLES}, md5(g::text) from generate_series(1, 20000) g;
-- An old site's addresses: every article's plain WordPress address and a dated one.
insert into redirects (from_path, to_path, article_id, source)
  select '/?p=' || g, '/articles/' || g, g, 'import' from generate_series(1, ${ARTICLES}) g;
insert into redirects (from_path, to_path, source)
  select '/2019/01/old-' || g, '/articles/' || g, 'import' from generate_series(1, ${ARTICLES}) g;
`;

const PAGES = ['/', '/articles', `/articles/${RECENT}`, '/living', '/living/food', '/tags/1', '/tags/7', '/writers/1'];
/** Old addresses a redirect answers (looked up where the page would be a 404, or by their query). */
const REDIRECTED = ['/2019/01/old-5', `/?p=${RECENT}`];
const API = [
  'articles/public_index?page=1&per=20',
  'articles/public_index?page=300&per=20',
  `articles/view?id=${RECENT}`,
  `articles/get_recommended_articles?id=${RECENT + 2}`,
  'articles/trending?limit=10',
  'articles/period_trending?period=month&limit=10',
  'articles/rank?page=1&per=20',
  'articles/get_articles_by_tag?tag_id=1&page=1&per=20',
  'articles/get_articles_by_tag?tag_id=7&page=1&per=20',
  'articles/articles_by_writer?writer_id=1&page=1&per=20',
  'articles/categorized?category=living&page=1&per=20',
  'articles/categorized?category=living&second_category=food&page=1&per=20',
  'articles/highlights?limit=5',
  'articles/get_trending_articles_by_tags?tag_ids=1,7&limit=5',
  'tags/trendings?limit=10',
  'categories/tags_in_main_categories',
];

type Recorded = { sql: string; params: unknown[] };

describe.skipIf(!testDatabases.includes('postgres'))('query plans on PostgreSQL', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let pool: pg.Pool;
  const recorded: Recorded[] = [];

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('postgres', {
      env: { PUBLIC_CACHE_SECONDS: '60', PAGE_CACHE: 'off' },
      ssrBuild,
      freshDatabase: true,
    });
    await withoutTriggers(t.deps.db, [sql.raw(SEED)]);
    await t.deps.db.execute(sql`analyze`);
    pool = (t.deps.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads no big table whole for any public page or API call, once the remembered rankings are in', async () => {
    const visit = async (round: number) => {
      // No page is kept (PAGE_CACHE=off): every page renders and asks for what is not remembered.
      for (const page of PAGES) {
        const res = await t.app.inject(`${page}?round=${round}`);
        expect(res.statusCode, page).toBe(200);
      }
      for (const address of REDIRECTED) {
        const res = await t.app.inject(`${address}${address.includes('?') ? '&' : '?'}round=${round}`);
        expect(res.statusCode, address).toBe(301);
      }
      for (const call of API) {
        const res = await t.app.inject(`/api/v1/${call}`);
        expect(res.statusCode, call).toBe(200);
      }
    };
    // The first round fills what is remembered once per cache period (rankings, totals, kept cards
    // and articles); the second shows what every render still asks.
    await visit(1);
    const logged = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => recorded.push({ sql: query, params }) },
    });
    const original = t.deps.db;
    t.deps.db = logged as unknown as Database;
    try {
      await visit(2);
    } finally {
      t.deps.db = original;
    }
    expect(recorded.length).toBeGreaterThan(API.length);

    const offenders: string[] = [];
    // Reads only: public pages write nothing, while the app's own timers (the page-view flush, the
    // roll-up) may run through the same database meanwhile; their reads are checked too.
    for (const query of recorded.filter((q) => /^\s*(select|with)\b/i.test(q.sql))) {
      const { rows } = await pool.query(`explain (format json) ${query.sql}`, query.params);
      const scans = fullScans(rows[0]['QUERY PLAN'][0].Plan, BIG_TABLES);
      if (scans.length > 0) offenders.push(`${scans.join(', ')}:\n${query.sql}`);
    }
    expect(offenders, offenders.join('\n\n')).toEqual([]);
  });
});
