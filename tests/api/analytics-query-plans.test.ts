// On tables large enough for the planner to care, neither the dashboard's queries nor a roll-up
// step read a big table whole: no sequential scan of page_views or of the per-article and per-tag
// roll-ups, and the top lists walk each day's leaders in index order. PostgreSQL only (PGlite plans
// the same SQL, but its planner is not what production runs).
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { pruneAnalytics } from '../../server/services/analytics/prune-analytics.ts';
import { rollUpDailyViews } from '../../server/services/analytics/roll-up-daily-views.ts';
import { rollUpStatements } from '../../server/services/analytics/roll-up-statements.ts';
import { summarizeOutletTraffic } from '../../server/services/analytics/summarize-outlet-traffic.ts';
import { summarizeViews } from '../../server/services/analytics/summarize-views.ts';
import type { WriterRow } from '../../server/services/writers/writer-json.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases, withoutTriggers } from '../helpers/databases.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';

/** Tables that grow with traffic or with the number of articles. */
const LARGE = [
  'page_views',
  'article_daily_views',
  'writer_article_daily_views',
  'tag_daily_views',
  'article_referrer_daily_views',
  'daily_visitor_marks',
  'outlet_daily_views',
  'article_outlet_daily_views',
  'daily_outlet_visitor_marks',
];
const VIEWS = 50_000;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Subplan Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const here = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** Node types under the top lists' `leaders` step: each day's first keys must come in index order, unsorted. */
function leadersNodes(node: PlanNode, inside = false): string[] {
  const here = inside || node['Subplan Name'] === 'CTE leaders';
  return [...(here ? [node['Node Type']] : []), ...(node.Plans ?? []).flatMap((child) => leadersNodes(child, here))];
}

describe.runIf(testDatabases.includes('postgres'))('analytics query plans on postgres', () => {
  let t: TestApp;
  let writer: WriterRow;
  let admin: WriterRow;
  let articleId: number;

  const run = async <T>(query: SQL) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
  const planOf = async (query: SQL) => {
    const [row] = await run<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(sql`explain (format json) ${query}`);
    return row?.['QUERY PLAN'][0]?.Plan as PlanNode;
  };
  /** The database, noting every statement that goes through it. */
  const recording = (statements: SQL[], execute = true) =>
    ({
      execute: (query: SQL) => {
        statements.push(query);
        return execute ? t.deps.db.execute(query) : Promise.resolve({ rows: [] });
      },
    }) as unknown as Database;
  /** Large tables read whole, and sorts in the leaders step, of every statement. */
  const planProblems = async (statements: SQL[]) => {
    const found = [];
    for (const statement of statements) {
      const plan = await planOf(statement);
      for (const table of seqScans(plan)) if (LARGE.includes(table)) found.push(`seq scan of ${table}`);
      if (leadersNodes(plan).includes('Sort')) found.push('leaders sorted');
    }
    return found;
  };

  beforeAll(async () => {
    t = await build('postgres', { freshDatabase: true });
    writer = await createWriter(t.deps);
    admin = await createWriter(t.deps, { role: 'admin' });
    const others = await Promise.all(Array.from({ length: 9 }, () => createWriter(t.deps)));
    const writers = [writer, ...others].map((w) => w.id);
    const categories = await Promise.all(Array.from({ length: 20 }, () => createCategory(t.deps)));
    await withoutTriggers(t.deps.db, [
      sql`insert into articles (title, writer_id, category_id, status, published_at)
        select '記事' || n, (${sql.param(writers)}::int[])[1 + n % 10], (${sql.param(categories.map((c) => c.id))}::int[])[1 + n % 20],
          'published', now() - interval '100 days'
        from generate_series(1, 3000) n`,
      sql`insert into tags (title, reading, slug) select 'タグ' || n, 'たぐ', 'plan-tag-' || n from generate_series(1, 400) n`,
      sql`insert into article_tags (article_id, tag_id)
        select a.id, t.id from articles a join tags t on (a.id + t.id) % 150 = 0`,
    ]);
    // A few articles take most views, as on a real site; the rest share a long tail.
    await run(sql`insert into page_views (at, path, article_id, referrer_host, outlet, visitor_hash)
      select now() - random() * interval '89 days', '/articles/' || a.id, a.id,
        (array['www.google.com', 't.co', null, 'search.yahoo.co.jp'])[1 + n % 4],
        (array['google_search', 'x', 'smartnews', 'other_search', 'direct'])[1 + n % 5], md5((n % 9000)::text)
      from (select n, floor(3000 * power(random(), 4))::int as rank from generate_series(1, ${VIEWS}) n) v
      join articles a on a.id = (select min(id) from articles) + v.rank`);
    await rollUpDailyViews(t.deps);
    // Marks as the prune leaves them in a few runs (today and yesterday only), with a busy day's
    // worth: the roll-up must look visitors up, not read the marks whole.
    await run(sql`delete from daily_visitor_marks where day < (now() at time zone 'Asia/Tokyo')::date - 1`);
    await run(sql`delete from daily_outlet_visitor_marks where day < (now() at time zone 'Asia/Tokyo')::date - 1`);
    await run(sql`insert into daily_visitor_marks (day, visitor, article_id, writer_id)
      select (now() at time zone 'Asia/Tokyo')::date, n, n % 3000, 0 from generate_series(1, ${VIEWS}) n
      on conflict do nothing`);
    await run(sql`insert into daily_outlet_visitor_marks (day, visitor, outlet, article_id, writer_id)
      select (now() at time zone 'Asia/Tokyo')::date, n, 'smartnews', n % 3000, 0 from generate_series(1, ${VIEWS}) n
      on conflict do nothing`);
    const [one] = await run<{ id: number }>(sql`select id from articles where writer_id = ${writer.id} limit 1`);
    articleId = one?.id as number;
    // As autovacuum leaves them: statistics, and the visibility map that index-only scans need.
    await run(sql`vacuum analyze`);
  });
  afterAll(() => t?.close());

  it.each([
    ['the site', () => ({ viewer: admin })],
    ['a writer', () => ({ viewer: writer })],
    ['one article', () => ({ viewer: admin, articleId })],
  ])('reads no large table whole for %s over 90 days', async (_name, input) => {
    const statements: SQL[] = [];
    const summary = await summarizeViews({ db: recording(statements) }, { ...input(), days: 90 });
    expect(summary.days.some((d) => d.views > 0)).toBe(true);
    expect(statements.length).toBeGreaterThan(0);
    expect(await planProblems(statements)).toEqual([]);
  });

  it.each([
    ['the site', () => ({ viewer: admin })],
    ['a writer', () => ({ viewer: writer })],
    ['one article', () => ({ viewer: admin, articleId })],
    ['one article of a writer', () => ({ viewer: writer, articleId })],
  ])('reads no large table whole for the outlets of %s over 90 days', async (_name, input) => {
    const statements: SQL[] = [];
    const traffic = await summarizeOutletTraffic({ db: recording(statements) }, { ...input(), days: 90 });
    expect(traffic.outlets.length).toBeGreaterThan(0);
    expect(await planProblems(statements)).toEqual([]);
  });

  it('adds a minute of views, and prunes, without reading a large table whole', async () => {
    const [last] = await run<{ id: number }>(sql`select max(id) as id from page_views`);
    const upTo = last?.id as number;
    const statements = rollUpStatements({ after: upTo - 1400, upTo });
    await pruneAnalytics(recording(statements, false), new Date());
    expect(await planProblems(statements)).toEqual([]);
  });
});
