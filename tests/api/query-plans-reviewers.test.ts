// The reviewer's page and an article page's 監修者 and 訂正・追記, EXPLAINed on PostgreSQL over tables big
// enough for the planner to prefer indexes: none may read articles, article_reviewers or article_notes
// whole. (The reviewers themselves are a publication's tens of experts: a scan of them is the cheap plan.)
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases, withoutTriggers } from '../helpers/databases.ts';
import { fullScanOffenders, recordQueries } from '../helpers/query-plans.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const ARTICLES = 12_000;
const BIG_TABLES = new Set(['articles', 'article_reviewers', 'article_notes']);

// Fresh database: serial ids start at 1. 200 reviewers; reviewer 1 checked every fourth article
// (a doctor behind a health section), every article has one more; every tenth article a note.
const SEED = `
insert into writers (email, name, password_hash)
  select 'writer' || g || '@example.com', 'ライター' || g, 'x' from generate_series(1, 50) g;
insert into categories (title, slug, "order") values ('美容と健康', 'beauty_health', 1);
insert into categories (title, slug, parent_id, "order")
  select 'サブ' || g, 'sub' || g, 1, g from generate_series(1, 3) g;
insert into articles (title, lead, body_html, writer_id, category_id, status, published_at, updated_at)
  select '記事' || g, 'リード文' || g, '<p>本文</p>', 1 + g % 50, 2 + g % 3,
    case when g % 40 = 0 then 'draft' else 'published' end,
    now() - (${ARTICLES} - g) * interval '10 minutes', now() - (${ARTICLES} - g) * interval '9 minutes'
  from generate_series(1, ${ARTICLES}) g;
insert into reviewers (name, reading, credentials)
  select '監修者' || g, 'かんしゅうしゃ', case when g % 2 = 0 then '医師' else '管理栄養士' end
  from generate_series(1, 200) g;
insert into article_reviewers (article_id, reviewer_id, position) select g, 1, 0 from generate_series(4, ${ARTICLES}, 4) g;
insert into article_reviewers (article_id, reviewer_id, position) select g, 2 + g % 199, 1 from generate_series(1, ${ARTICLES}) g;
insert into article_notes (article_id, kind, noted_on, body)
  select g, case when g % 20 = 0 then 'correction' else 'addendum' end, current_date, '追記' || g
  from generate_series(10, ${ARTICLES}, 10) g;
`;

/**
 * The first round fills what is kept for a cache period (each list's total, decision 032); the second
 * asks for other pages of the same lists and another article, so each page's own rows are read again.
 */
const FIRST_ROUND = ['/reviewers/1', '/reviewers/7', `/articles/${ARTICLES - 10}`];
const SECOND_ROUND = [
  '/reviewers/1?page=2',
  '/reviewers/1?page=20',
  '/reviewers/7?page=2',
  `/articles/${ARTICLES - 20}`,
];

describe.skipIf(!testDatabases.includes('postgres'))('reviewer query plans on PostgreSQL', () => {
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

  it("reads no big table whole for a reviewer's page or an article's reviewers and notes", async () => {
    for (const path of FIRST_ROUND) expect((await t.app.inject(path)).statusCode, path).toBe(200);
    const recorded = await recordQueries(t, async () => {
      for (const path of SECOND_ROUND) {
        const response = await t.app.inject(path);
        expect(response.statusCode, path).toBe(200);
      }
    });
    const ours = recorded.filter((q) => /article_reviewers|article_notes|"reviewers"/.test(q.sql));
    // Each reviewer page's list (three), and the article's reviewers and notes.
    expect(ours.filter((q) => q.sql.includes('article_reviewers')).length).toBeGreaterThanOrEqual(4);
    expect(ours.some((q) => q.sql.includes('article_notes'))).toBe(true);
    const offenders = await fullScanOffenders(t, ours, BIG_TABLES);
    expect(offenders, offenders.join('\n\n')).toEqual([]);
  });
});
