// The numbered series' public queries (decision 037), EXPLAINed on PostgreSQL over tables big enough
// for the planner to prefer indexes: a series page and an episode's page read no big table whole.
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases, withoutTriggers } from '../helpers/databases.ts';
import { fullScanOffenders, recordQueries } from '../helpers/query-plans.ts';
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

describe.skipIf(!testDatabases.includes('postgres'))('series query plans on PostgreSQL', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('postgres', {
      env: { PUBLIC_CACHE_SECONDS: '60', PAGE_CACHE: 'off' },
      ssrBuild,
      freshDatabase: true,
    });
    await withoutTriggers(t.deps.db, [sql.raw(SEED)]);
    await t.deps.db.execute(sql`analyze`);
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
    const recorded = await recordQueries(t, visit);
    const seriesQueries = recorded.filter((q) => q.sql.includes('"series_episodes"'));
    // The series page's list, the episode's own place and its two neighbours.
    expect(seriesQueries.length).toBeGreaterThanOrEqual(4);
    const offenders = await fullScanOffenders(t, recorded, BIG_TABLES);
    expect(offenders, offenders.join('\n\n')).toEqual([]);
  });
});
