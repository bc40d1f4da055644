// The news apps' feeds at a real publisher's size (100,000 articles, PR among them, opt-outs, rules
// with a delay and excluded categories): every query a feed build runs is EXPLAINed on PostgreSQL,
// none reads a big table whole, and the article lists walk the public indexes newest first.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../../server/db/client.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases, withoutTriggers } from '../helpers/databases.ts';
import { authHeader, createWriter } from '../helpers/factories.ts';

const ARTICLES = 100_000;
const BIG_TABLES = new Set(['articles', 'article_tags', 'article_outlet_opt_outs']);

const SEED = `
insert into writers (email, name, password_hash)
  select 'feed-writer' || g || '@example.com', 'ライター' || g, 'x' from generate_series(1, 50) g;
insert into categories (title, slug, "order") values ('暮らし', 'living', 1), ('家事', 'housework', 2), ('美容と健康', 'beauty_health', 3);
insert into categories (title, slug, parent_id, "order")
  select 'サブ' || g, 'sub' || g, 1 + (g - 1) % 3, g from generate_series(1, 12) g;
-- One in 50 is sponsored; one in 40 a draft.
insert into articles (title, lead, body_html, writer_id, category_id, status, published_at, is_pr, sponsor, thumbnail_url)
  select '記事' || g, 'リード文' || g, '<p>本文</p><figure><img src="/media/p' || g || '.jpg" alt=""></figure>', 1 + g % 50, 4 + g % 12,
    case when g % 40 = 0 then 'draft' else 'published' end,
    now() - (${ARTICLES} - g) * interval '5 minutes', g % 50 = 7, case when g % 50 = 7 then '株式会社サンプル' end,
    '/media/t' || g || '.jpg'
  from generate_series(1, ${ARTICLES}) g;
insert into tags (title, slug, "order") select 'タグ' || g, 'tag' || g, g from generate_series(1, 300) g;
insert into article_tags (article_id, tag_id) select g, 1 + g % 300 from generate_series(1, ${ARTICLES}) g;
-- Editors kept every 7th of the newest articles out of グノシー, every 11th out of SmartNews.
insert into article_outlet_opt_outs (article_id, outlet_id)
  select g, 'gunosy' from generate_series(${ARTICLES} - 5000, ${ARTICLES}, 7) g
  union all select g, 'smartnews' from generate_series(1, ${ARTICLES}, 11) g;
`;

type Plan = Record<string, unknown>;

function nodes(plan: Plan): Plan[] {
  return [plan, ...((plan.Plans as Plan[] | undefined) ?? []).flatMap(nodes)];
}

describe.skipIf(!testDatabases.includes('postgres'))('feed query plans on PostgreSQL', () => {
  let t: TestApp;
  let pool: pg.Pool;

  beforeAll(async () => {
    t = await build('postgres', { env: { PUBLIC_CACHE_SECONDS: '0' }, freshDatabase: true });
    await withoutTriggers(t.deps.db, [sql.raw(SEED)]);
    await t.deps.db.execute(sql`analyze`);
    pool = (t.deps.db as unknown as { $client: pg.Pool }).$client;
    const admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const rules: [string, object][] = [
      ['smartnews', { enabled: true }],
      ['gunosy', { enabled: true, excluded_category_ids: [2], delay_minutes: 60 }],
      ['line', { enabled: true, exclude_pr: false, item_count: 20 }],
    ];
    for (const [id, rule] of rules) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/feed_outlets/update?id=${id}`,
        headers: admin,
        payload: rule,
      });
      expect(res.statusCode, id).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads no big table whole to build any feed, and lists articles from the public indexes', async () => {
    const recorded: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => recorded.push({ sql: query, params }) },
    });
    const original = t.deps.db;
    t.deps.db = logged as unknown as Database;
    try {
      for (const outlet of ['smartnews', 'gunosy', 'line']) {
        const res = await t.app.inject(`/feeds/${outlet}.xml`);
        expect(res.statusCode, outlet).toBe(200);
        expect(res.body).toContain('<item>');
      }
    } finally {
      t.deps.db = original;
    }
    const offenders: string[] = [];
    const listIndexes = new Set<string>();
    // Each statement once: the related links ask the same for every item, with other ids.
    const distinct = [...new Map(recorded.map((q) => [q.sql, q])).values()];
    for (const query of distinct.filter((q) => /^\s*(select|with)\b/i.test(q.sql))) {
      const { rows } = await pool.query(`explain (format json) ${query.sql}`, query.params);
      const all = nodes(rows[0]['QUERY PLAN'][0].Plan);
      const scans = all.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(String(n['Relation Name'])));
      if (scans.length > 0) offenders.push(`${scans.map((n) => n['Relation Name']).join(', ')}:\n${query.sql}`);
      if (/"body_html"/.test(query.sql) && /order by "articles"."published_at" desc/i.test(query.sql)) {
        for (const n of all) if (n['Index Name']) listIndexes.add(String(n['Index Name']));
      }
    }
    expect(offenders, offenders.join('\n\n')).toEqual([]);
    // The news lists walk the public index, and SmartNews's sponsored slots the PR one.
    expect(listIndexes).toContain('articles_public_idx');
    expect(listIndexes).toContain('articles_pr_public_idx');
  }, 240_000);
});
