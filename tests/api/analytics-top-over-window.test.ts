// The dashboard's top lists from each day's leaders must equal summing every row of the window.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../server/services/analytics/site-scope.ts';
import { topOverWindow } from '../../server/services/analytics/top-over-window.ts';
import { viewWindow } from '../../server/services/analytics/view-window.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createTag } from '../helpers/feed-factories.ts';

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Row = { writerId: number; key: string; day: string; views: number };

/** The answer by brute force: sum every row of the window, most views first, ties by key. */
function expectedTop(rows: Row[], writerId: number, window: { from: string; to: string }) {
  const sums = new Map<string, number>();
  for (const r of rows) {
    if (r.writerId !== writerId || r.day < window.from || r.day > window.to) continue;
    sums.set(r.key, (sums.get(r.key) ?? 0) + r.views);
  }
  return [...sums]
    .filter(([, views]) => views > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, 10)
    .map(([key, views]) => ({ key, title: null, views }));
}

describe.each(testDatabases)('top lists over a window on %s', (kind) => {
  let t: TestApp;
  const rows: Row[] = [];
  const now = new Date();
  const SKEWED = 1;
  const EVEN = 2;

  beforeAll(async () => {
    t = await build(kind);
    const random = seeded(2026);
    const days = viewWindow(90, now).days;
    for (const [d, day] of days.entries()) {
      // Writer 1: a long tail, and hosts that peak on a few days only. Writer 2: every host the same.
      for (let h = 0; h < 300; h++) {
        const peak = h % 37 === d % 37 ? 400 : 0;
        const views = Math.floor(random() ** 4 * 60) + peak;
        if (views > 0) rows.push({ writerId: SKEWED, key: `host-${String(h).padStart(3, '0')}.example`, day, views });
        if (d % 3 === 0)
          rows.push({ writerId: EVEN, key: `host-${String(h).padStart(3, '0')}.example`, day, views: 1 });
      }
    }
    for (let i = 0; i < rows.length; i += 2000) {
      const values = sql.join(
        rows.slice(i, i + 2000).map((r) => sql`(${r.writerId}, ${r.key}, ${r.day}, ${r.views})`),
        sql`, `,
      );
      await t.deps.db.execute(
        sql`insert into referrer_daily_views (writer_id, referrer_host, day, views) values ${values}`,
      );
    }
  });
  afterAll(() => t?.close());

  it.each([7, 30, 90])('ranks a long tail with peaks over %i days exactly', async (length) => {
    const window = viewWindow(length, now);
    const top = await topOverWindow<string>(
      t.deps.db,
      { table: 'referrer_daily_views', key: 'referrer_host', writerId: SKEWED },
      window,
    );
    expect(top).toEqual(expectedTop(rows, SKEWED, window));
  });

  it('ranks keys that tie on every day exactly (no bound can be beaten: every row is summed)', async () => {
    const window = viewWindow(30, now);
    const top = await topOverWindow<string>(
      t.deps.db,
      { table: 'referrer_daily_views', key: 'referrer_host', writerId: EVEN },
      window,
    );
    expect(top).toEqual(expectedTop(rows, EVEN, window));
    expect(top).toHaveLength(10);
  });

  it('leaves out keys whose row is gone, and still lists ten', async () => {
    const tags = await Promise.all(Array.from({ length: 12 }, (_, i) => createTag(t.deps, { title: `タグ${i}` })));
    const day = viewWindow(1, now).to;
    const values = sql.join(
      tags.map((tag, i) => sql`(${tag.id}, ${SITE}, ${day}, ${100 - i})`),
      sql`, `,
    );
    await t.deps.db.execute(sql`insert into tag_daily_views (tag_id, writer_id, day, views) values ${values}`);
    await t.deps.db.execute(sql`delete from tags where id = ${tags[0]?.id}`);
    const top = await topOverWindow<number>(
      t.deps.db,
      { table: 'tag_daily_views', key: 'tag_id', titles: 'tags', writerId: SITE },
      viewWindow(7, now),
    );
    expect(top.map((r) => [r.title, r.views])).toEqual(tags.slice(1, 11).map((tag, i) => [tag.title, 99 - i]));
  });
});
