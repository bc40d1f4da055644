// The most viewed keys (articles, categories, tags, referrer hosts) of a window, from a daily table,
// exactly, without summing every row of the window: a 90-day window of a large site holds millions.
//
// Each day's index lists its keys most viewed first. Take each day's first `depth` keys as
// candidates and sum the candidates exactly. A key that is no candidate had, on every day, at most
// that day's last candidate's views (0 where the day had fewer keys than `depth`), so at most the
// sum of those: the bound. When the tenth candidate is above the bound, no other key can reach the
// list. Otherwise look deeper, and in the end sum every row.
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from './query-rows.ts';
import type { ViewWindow } from './view-window.ts';

export type DailyTable = {
  table: string;
  /** The column ranked: an id or a host. */
  key: string;
  /** Only the rows of this `writer_id` (a writer, or SITE); every row when absent. */
  writerId?: number;
  /** Where the key's title is: keys no longer there (deleted) do not rank. */
  titles?: 'articles' | 'categories' | 'tags';
};

export type Ranked<K> = { key: K; title: string | null; views: number };

/** Candidates taken per day, deeper each time the bound is not beaten. */
const DEPTHS = [25, 200];

export async function topOverWindow<K extends number | string>(
  db: Executor,
  source: DailyTable,
  window: ViewWindow,
  limit = 10,
): Promise<Ranked<K>[]> {
  for (const depth of DEPTHS) {
    const rows = await queryRows<{ bound: number } & { [F in keyof Ranked<K>]: Ranked<K>[F] | null }>(
      db,
      fromDailyLeaders(source, window, depth, limit),
    );
    const top = rows.flatMap(({ key, title, views }) =>
      key === null || views === null ? [] : [{ key, title, views }],
    );
    const bound = Number(rows[0]?.bound ?? 0);
    const settled = top.length === limit ? (top[limit - 1]?.views ?? 0) > bound : bound === 0;
    if (settled) return top;
  }
  return queryRows<Ranked<K>>(db, sumEveryRow(source, window, limit));
}

/** The SQL pieces of a source. */
function parts(source: DailyTable) {
  return {
    table: sql.identifier(source.table),
    key: sql.identifier(source.key),
    scope: source.writerId === undefined ? sql`` : sql`v.writer_id = ${source.writerId} and`,
    inWindow: (window: ViewWindow) => sql`v.day between ${window.from} and ${window.to}`,
    titled: source.titles
      ? {
          title: sql`x.title`,
          join: (key: SQL) => sql`join ${sql.identifier(source.titles as string)} x on x.id = ${key}`,
        }
      : { title: sql`null::text`, join: () => sql`` },
  };
}

function fromDailyLeaders(source: DailyTable, window: ViewWindow, depth: number, limit: number): SQL {
  const { table, key, scope, inWindow, titled } = parts(source);
  // A constant array: the planner knows how many days there are.
  const days = sql.join(
    window.days.map((day) => sql`${day}`),
    sql`, `,
  );
  // Each candidate is summed on its own (one index range per key), whatever the planner thinks of
  // how many candidates there are.
  return sql`
    with leaders as materialized (
      select d.day, l.key, l.views
      from unnest(array[${days}]::date[]) as d(day)
      cross join lateral (
        select v.${key} as key, v.views from ${table} v
        where ${scope} v.day = d.day order by v.views desc limit ${depth}
      ) l
    ),
    bound as (
      select coalesce(sum(low) filter (where n = ${depth}), 0)::int as views
      from (select count(*) as n, min(views) as low from leaders group by day) per_day
    ),
    top as (
      select c.key, ${titled.title} as title, s.views
      from (select distinct key from leaders) c ${titled.join(sql`c.key`)}
      cross join lateral (
        select sum(v.views)::int as views from ${table} v where ${scope} v.${key} = c.key and ${inWindow(window)}
      ) s
      where s.views > 0
      order by s.views desc, c.key limit ${limit}
    )
    select bound.views as bound, top.key, top.title, top.views
    from bound left join top on true
    order by top.views desc, top.key`;
}

function sumEveryRow(source: DailyTable, window: ViewWindow, limit: number): SQL {
  const { table, key, scope, inWindow, titled } = parts(source);
  return sql`
    select v.${key} as key, ${titled.title} as title, sum(v.views)::int as views
    from ${table} v ${titled.join(sql`v.${key}`)}
    where ${scope} ${inWindow(window)}
    group by v.${key}, ${titled.title} having sum(v.views) > 0
    order by sum(v.views) desc, v.${key} limit ${limit}`;
}
