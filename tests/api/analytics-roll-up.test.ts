// The incremental roll-up: each run adds only views it has not read, touches only their rows, runs
// alone, and never moves past a view still being written.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jstDay, jstDaysAgo } from '../../contract/time.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import type { Deps } from '../../server/deps.ts';
import { ROLL_UP_LOCK, rollUpDailyViews } from '../../server/services/analytics/roll-up-daily-views.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createTag, tagArticle } from '../helpers/feed-factories.ts';

/** Every roll-up table with the columns that name one of its rows. */
const ROLL_UP_TABLES: Record<string, string[]> = {
  article_daily_views: ['article_id', 'day'],
  writer_article_daily_views: ['article_id', 'day'],
  daily_views: ['writer_id', 'day'],
  category_daily_views: ['category_id', 'writer_id', 'day'],
  tag_daily_views: ['tag_id', 'writer_id', 'day'],
  referrer_daily_views: ['referrer_host', 'writer_id', 'day'],
  article_referrer_daily_views: ['article_id', 'day', 'referrer_host'],
  daily_visitor_marks: ['day', 'visitor', 'article_id'],
  page_view_roll_up: ['id'],
};

/** Each row's version (xmin: the transaction that last wrote it), by table and key. */
async function rowVersions(deps: Pick<Deps, 'db'>) {
  const versions = new Map<string, string>();
  for (const [table, key] of Object.entries(ROLL_UP_TABLES)) {
    const columns = sql.raw(key.map((c) => `${c}::text`).join(", '|', "));
    const result = (await deps.db.execute(
      sql`select concat(${columns}) as key, xmin::text as version from ${sql.identifier(table)}`,
    )) as unknown as { rows: { key: string; version: string }[] };
    for (const row of result.rows) versions.set(`${table}:${row.key}`, row.version);
  }
  return versions;
}

function changedBetween(before: Map<string, string>, after: Map<string, string>) {
  return [...after].filter(([key, version]) => before.get(key) !== version).map(([key]) => key);
}

describe.each(testDatabases)('incremental page-view roll-up on %s', (kind) => {
  let t: TestApp;
  let writerId: number;
  let read: number;
  let quiet: number;
  let categoryId: number;
  let tagId: number;

  beforeAll(async () => {
    t = await build(kind);
    writerId = (await createWriter(t.deps)).id;
    categoryId = (await createCategory(t.deps)).id;
    read = (await createArticle(t.deps, { writerId, categoryId })).id;
    quiet = (await createArticle(t.deps, { writerId, categoryId })).id;
    tagId = (await createTag(t.deps)).id;
    await tagArticle(t.deps, read, tagId);
  });
  afterAll(() => t?.close());

  const addViews = async (articleId: number | null, visitors: string[], daysAgo = 0) => {
    const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
    await t.deps.db.insert(pageViews).values(
      visitors.map((visitor) => ({
        at,
        path: articleId ? `/articles/${articleId}` : '/',
        articleId,
        referrerHost: 't.co',
        visitorHash: visitor.padEnd(64, '0'),
      })),
    );
  };
  const articleDay = async (articleId: number, day = jstDay(new Date())) => {
    const result = (await t.deps.db.execute(
      sql`select views, visitors from article_daily_views where article_id = ${articleId} and day = ${day}`,
    )) as unknown as { rows: { views: number; visitors: number }[] };
    return result.rows[0] ?? { views: 0, visitors: 0 };
  };

  it('changes no row when no view came in since the last run', async () => {
    await addViews(read, ['a', 'b', 'a']);
    await addViews(quiet, ['a'], 1);
    await rollUpDailyViews(t.deps);
    const before = await rowVersions(t.deps);
    expect(before.size).toBeGreaterThan(10);

    const outcome = await rollUpDailyViews(t.deps);
    expect(outcome.ran).toBe(true);
    expect(changedBetween(before, await rowVersions(t.deps))).toEqual([]);
  });

  it("touches only the rows of the new views' article, writer, day and visitor", async () => {
    const before = await rowVersions(t.deps);
    await addViews(quiet, ['c']);
    await rollUpDailyViews(t.deps);
    const today = jstDay(new Date());
    const changed = changedBetween(before, await rowVersions(t.deps));

    expect(changed.filter((key) => key.startsWith('article_daily_views:'))).toEqual([
      `article_daily_views:${quiet}|${today}`,
    ]);
    expect(changed.filter((key) => key.startsWith('daily_views:')).sort()).toEqual(
      [`daily_views:0|${today}`, `daily_views:${writerId}|${today}`].sort(),
    );
    // No tag rows: the quiet article has no tag. Every other change is today's.
    expect(changed.some((key) => key.startsWith('tag_daily_views:'))).toBe(false);
    expect(changed.filter((key) => !key.startsWith('page_view_roll_up:') && !key.includes(today))).toEqual([]);
    expect(await articleDay(quiet)).toEqual({ views: 1, visitors: 1 });
    expect(await articleDay(quiet, jstDaysAgo(1))).toEqual({ views: 1, visitors: 1 });
  });

  it('counts a visitor once a day however many runs their views fall into', async () => {
    const before = await articleDay(read);
    await addViews(read, ['a', 'd']);
    await rollUpDailyViews(t.deps);
    await addViews(read, ['d', 'e']);
    await rollUpDailyViews(t.deps);
    // 'a' was counted before; 'd' and 'e' are new.
    expect(await articleDay(read)).toEqual({ views: before.views + 4, visitors: before.visitors + 2 });
  });

  it('does not count twice when runs start at the same time', async () => {
    const before = await articleDay(read);
    for (let round = 0; round < 3; round++) {
      await addViews(read, [`r${round}-1`, `r${round}-2`, `r${round}-1`]);
      const outcomes = await Promise.all([1, 2, 3].map(() => rollUpDailyViews(t.deps)));
      expect(outcomes.some((o) => o.ran)).toBe(true);
    }
    expect(await articleDay(read)).toEqual({ views: before.views + 9, visitors: before.visitors + 6 });
  });

  it('prunes visitor marks of days gone by and dashboard rows past the longest window', async () => {
    const old = jstDaysAgo(90);
    await t.deps.db.execute(sql`insert into daily_visitor_marks values (${jstDaysAgo(2)}, 1, ${read}, ${writerId}),
      (${jstDaysAgo(1)}, 2, ${read}, ${writerId})`);
    await t.deps.db.execute(
      sql`insert into tag_daily_views values (${tagId}, 0, ${old}, 5), (${tagId}, 0, ${jstDaysAgo(89)}, 5)`,
    );
    await addViews(null, ['old'], 91);
    await rollUpDailyViews(t.deps);

    const count = async (query: ReturnType<typeof sql>) =>
      ((await t.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await count(sql`select count(*)::int as n from daily_visitor_marks where day < ${jstDaysAgo(1)}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from daily_visitor_marks where visitor = 2`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from tag_daily_views where day <= ${old}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from tag_daily_views where day = ${jstDaysAgo(89)}`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from page_views where path = '/' and visitor_hash like 'old%'`),
    ).toBe(0);
  });
});

describe.runIf(testDatabases.includes('postgres'))('roll-up against other sessions on postgres', () => {
  let t: TestApp;
  let session: pg.Client;
  let articleId: number;

  beforeAll(async () => {
    t = await build('postgres');
    articleId = (await createArticle(t.deps, { writerId: (await createWriter(t.deps)).id })).id;
    const result = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${result.rows[0]?.name}`;
    session = new pg.Client({ connectionString: url.href });
    await session.connect();
  });
  afterAll(async () => {
    await session?.end();
    await t?.close();
  });

  const views = async () => {
    const result = (await t.deps.db.execute(
      sql`select coalesce(sum(views), 0)::int as n from article_daily_views where article_id = ${articleId}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };
  const insertView = (client: { query(text: string, values: unknown[]): Promise<unknown> }) =>
    client.query(`insert into page_views (path, article_id, visitor_hash) values ('/x', $1, $2)`, [
      articleId,
      'f'.repeat(64),
    ]);

  it('waits for a view still being written rather than skip it for good', async () => {
    await session.query('begin');
    await insertView(session); // takes an id, not committed yet
    await t.deps.db.insert(pageViews).values({ path: '/x', articleId, visitorHash: 'e'.repeat(64) });

    expect(await rollUpDailyViews(t.deps)).toEqual({ ran: false, reason: 'page views are being written' });
    await session.query('commit');
    expect((await rollUpDailyViews(t.deps)).ran).toBe(true);
    expect(await views()).toBe(2);
  });

  it('leaves the work to a run already holding the lock', async () => {
    await session.query('begin');
    await session.query('select pg_advisory_xact_lock($1)', [ROLL_UP_LOCK]);
    expect(await rollUpDailyViews(t.deps)).toEqual({ ran: false, reason: 'another run holds the lock' });
    await session.query('commit');
    expect((await rollUpDailyViews(t.deps)).ran).toBe(true);
  });
});
