// The numbered series' public queries (decision 037), EXPLAINed on PostgreSQL over tables big enough
// for the planner to prefer indexes: a series page and an episode's page read no big table whole.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../../server/db/client.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases, withoutTriggers } from '../helpers/databases.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const ARTICLES = 12_000;
const PER_SERIES = 120;
// Tags are not seeded here (tests/api/query-plans.test.ts covers their queries): only these tables are big.
const BIG_TABLES = new Set(['articles', 'series_episodes']);

// Fresh database: serial ids start at 1. Every article is an episode: series 1 holds articles 1–120.
const SEED = `
insert into writers (email, name, password_hash)
  select 'writer' || g || '@example.com', 'ライター' || g, 'x' from generate_series(1, 50) g;
insert into categories (title, slug, "order") values ('連載', 'series', 1);
insert into categories (title, slug, parent_id, "order") values ('コミック', 'comic', 1, 1);
insert into articles (title, lead, body_html, writer_id, category_id, status, published_at, updated_at)
  select '記事' || g, 'リード文' || g, '<p>本文</p>', 1 + g % 50, 2,
    case when g % 40 = 0 then 'draft' else 'published' end,
    now() - (${ARTICLES} - g) * interval '10 minutes', now() - (${ARTICLES} - g) * interval '9 minutes'
  from generate_series(1, ${ARTICLES}) g;
insert into series (title, description) select '連載' || g, '説明' || g from generate_series(1, ${ARTICLES / PER_SERIES}) g;
insert into series_episodes (article_id, series_id, episode_number)
  select g, 1 + (g - 1) / ${PER_SERIES}, 1 + (g - 1) % ${PER_SERIES} from generate_series(1, ${ARTICLES}) g;
`;

const PAGES = ['/series/s/50', `/articles/${50 * PER_SERIES - 60}`];

type Recorded = { sql: string; params: unknown[] };

function fullScans(plan: Record<string, unknown>): string[] {
  const own =
    plan['Node Type'] === 'Seq Scan' && BIG_TABLES.has(String(plan['Relation Name']))
      ? [`Seq Scan on ${plan['Relation Name']}`]
      : [];
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap(fullScans)];
}

describe.skipIf(!testDatabases.includes('postgres'))('series query plans on PostgreSQL', () => {
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

  it('reads no big table whole for a series page or an episode page', async () => {
    const visit = async () => {
      for (const page of PAGES) {
        const res = await t.app.inject(page);
        expect(res.statusCode, page).toBe(200);
      }
    };
    await visit();
    await t.deps.publicCache.invalidate();
    const logged = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => recorded.push({ sql: query, params }) },
    });
    const original = t.deps.db;
    t.deps.db = logged as unknown as Database;
    try {
      await visit();
    } finally {
      t.deps.db = original;
    }
    const seriesQueries = recorded.filter((q) => q.sql.includes('"series_episodes"'));
    // The series page's list, the episode's own place and its two neighbours.
    expect(seriesQueries.length).toBeGreaterThanOrEqual(4);

    const offenders: string[] = [];
    for (const query of recorded.filter((q) => /^\s*(select|with)\b/i.test(q.sql))) {
      const { rows } = await pool.query(`explain (format json) ${query.sql}`, query.params);
      const scans = fullScans(rows[0]['QUERY PLAN'][0].Plan);
      if (scans.length > 0) offenders.push(`${scans.join(', ')}:\n${query.sql}`);
    }
    expect(offenders, offenders.join('\n\n')).toEqual([]);
  });
});
