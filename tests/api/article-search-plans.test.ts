// The plans PostgreSQL picks for a keyword search once the table is big enough for it to care: never
// a read of every article. PostgreSQL only: PGlite is the small embedded database.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCountQuery, searchPageQuery } from '../../server/services/articles/public/search-articles.ts';
import { countMatches } from '../../server/services/search/count-matches.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const ROWS = 10_000;

describe.runIf(testDatabases.includes('postgres'))('search plans on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build('postgres', { freshDatabase: true });
    // Spread over writers and categories as on a real site: the planner weighs the trash checks
    // (not exists … writers / categories) by how many of them there are.
    await t.deps.db.execute(sql`
      insert into writers (email, name, password_hash)
      select 'writer' || i || '@example.com', 'ライター' || i, 'x' from generate_series(1, 40) as i`);
    await t.deps.db.execute(sql`
      insert into categories (title, slug) select 'カテゴリ' || i, 'category-' || i from generate_series(1, 20) as i`);
    // Varied titles; 収納 in 1 of 300, パンケーキ in 1 of 1,000, 記録 in every one.
    await t.deps.db.execute(sql`
      with w as (select array_agg(id) as ids from writers), c as (select array_agg(id) as ids from categories)
      insert into articles (title, lead, writer_id, category_id, status, published_at)
      select (array['朝ごはん', '掃除', '洗濯', '片づけ', '旅行', 'お金', '子育て', '美容'])[i % 8 + 1]
               || case when i % 300 = 0 then 'と収納' when i % 1000 = 7 then 'とパンケーキ' else '' end
               || 'の記録 第' || i || '回',
             'よくある話 ' || md5(i::text), w.ids[i % 40 + 1], c.ids[i % 20 + 1], 'published',
             now() - make_interval(mins => i)
      from generate_series(1, ${ROWS}) as i, w, c`);
    // Every table, as autovacuum would have done.
    await t.deps.db.execute(sql`analyze`);
  });
  afterAll(() => t?.close());

  /** The plan of `query` as the public search runs it: the planner left to itself. */
  async function plan(query: { getSQL(): SQL }): Promise<PlanNode[]> {
    const result = (await t.deps.db.execute(sql`explain (format json) ${query.getSQL()}`)) as { rows: unknown[] };
    const [row] = result.rows as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
    const root = row?.['QUERY PLAN'][0]?.Plan;
    if (!root) throw new Error('no plan');
    return nodes(root);
  }
  const scansOfArticles = (found: PlanNode[]) =>
    found.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'articles');
  const indexes = (found: PlanNode[]) => found.map((n) => n['Index Name']).filter(Boolean);

  for (const keyword of ['収納', 'ぱんけーき']) {
    it(`counts and pages 「${keyword}」 through the keyword index`, async () => {
      const count = await plan(searchCountQuery(t.deps.db, keyword));
      expect(scansOfArticles(count)).toEqual([]);
      // Title and lead, their readings and the tags, through their one index of pieces.
      expect(indexes(count)).toContain('article_search_headings_idx');

      const found = await countMatches(searchCountQuery(t.deps.db, keyword));
      expect(found).toMatchObject({ capped: false, route: 'index' });
      for (const page of [1, 3]) {
        const rows = await plan(searchPageQuery(t.deps.db, { keyword, page: { page, per: 24 }, route: found.route }));
        expect(scansOfArticles(rows), `page ${page}`).toEqual([]);
        expect(indexes(rows), `page ${page}`).toContain('article_search_headings_idx');
      }
    });
  }

  it('walks the newest-first index for a word in most articles, and stops counting', async () => {
    // The count may read the table in any order here: the first 1,001 rows it meets all match.
    const found = await countMatches(searchCountQuery(t.deps.db, '記録'));
    expect(found).toEqual({ total: 1000, capped: true, route: 'scan' });
    const rows = await plan(searchPageQuery(t.deps.db, { keyword: '記録', page: { page: 1, per: 24 }, route: 'scan' }));
    expect(scansOfArticles(rows)).toEqual([]);
    expect(indexes(rows)).toContain('articles_public_idx');
  });
});
