// One roll-up step as SQL: the page views with ids in (after, upTo] added to every daily table.
// Each statement adds to the rows its views belong to and touches no other row. They run in this
// order in one transaction: the two that count visitors look up the day's marks before the third
// adds this batch's marks.
import { type SQL, sql } from 'drizzle-orm';
import { jstDayOf } from '../time/jst-day.ts';
import { SITE } from './site-scope.ts';

/** A constant, not a parameter: it also stands in UNION branches, where a parameter's type is unknown. */
const site = sql.raw(String(SITE));

export type ViewRange = { after: number; upTo: number };

/**
 * The range's views with their JST day, the article's writer (SITE for a view of no article) and
 * category, and 64 bits of the visitor hash: enough to tell visitors of one day apart.
 */
function batch(range: ViewRange): SQL {
  return sql`batch as (
    select ${jstDayOf(sql.raw('pv.at'))} as day, a.id as article_id,
      coalesce(a.writer_id, ${site}) as writer_id, a.category_id, pv.referrer_host, pv.outlet,
      ('x' || left(md5(pv.visitor_hash), 16))::bit(64)::bigint as visitor
    from page_views pv left join articles a on a.id = pv.article_id
    where pv.id > ${range.after} and pv.id <= ${range.upTo}
  )`;
}

type Addition = {
  table: string;
  /** Inserted columns, in the order `select` gives them. */
  columns: string[];
  /** The columns that identify a row (its primary key). */
  keys: string[];
  /** Counts added to an existing row instead of replacing it. */
  add: string[];
  select: SQL;
  /** More common table expressions after `batch`. */
  with?: SQL;
};

/** `insert … select` that adds counts to the rows that already exist, and creates the others. */
function addTo(range: ViewRange, a: Addition): SQL {
  const sums = sql.raw(a.add.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));
  return sql`with ${batch(range)}${a.with ? sql`, ${a.with}` : sql``}
    insert into ${sql.identifier(a.table)} as t (${sql.raw(a.columns.join(', '))}) ${a.select}
    on conflict (${sql.raw(a.keys.join(', '))}) do update set ${sums}`;
}

/**
 * Joins `alias.seen` (null when not) for whether the view's visitor was already marked on its day
 * for …: `where` narrows the marks (m). A lookup per view in the marks' key, so a run costs the same
 * however many visitors the day has had.
 */
const marked = (alias: string, where: SQL) =>
  sql`left join lateral (
    select true as seen from daily_visitor_marks m
    where m.day = b.day and m.visitor = b.visitor and ${where} limit 1
  ) ${sql.identifier(alias)} on true`;

export function rollUpStatements(range: ViewRange): SQL[] {
  return [
    // What rankings read: views and distinct visitors per article and day.
    addTo(range, {
      table: 'article_daily_views',
      columns: ['article_id', 'day', 'views', 'visitors'],
      keys: ['article_id', 'day'],
      add: ['views', 'visitors'],
      select: sql`select article_id, day, count(*)::int, (count(distinct visitor) filter (where new_visitor))::int
        from (select b.*, article.seen is null as new_visitor
              from batch b ${marked('article', sql`m.article_id = b.article_id`)} where b.article_id is not null) v
        group by article_id, day`,
    }),
    addTo(range, {
      table: 'daily_views',
      columns: ['writer_id', 'day', 'views', 'visitors'],
      keys: ['writer_id', 'day'],
      add: ['views', 'visitors'],
      with: sql`flagged as (
        select b.*, site.seen is null as new_to_site, writer.seen is null as new_to_writer
        from batch b ${marked('site', sql`true`)} ${marked('writer', sql`m.writer_id = b.writer_id`)})`,
      select: sql`select ${site}, day, count(*)::int, (count(distinct visitor) filter (where new_to_site))::int
          from flagged group by day
        union all
        select writer_id, day, count(*)::int, (count(distinct visitor) filter (where new_to_writer))::int
          from flagged where article_id is not null group by writer_id, day`,
    }),
    sql`with ${batch(range)}
      insert into daily_visitor_marks (day, visitor, article_id, writer_id)
      select distinct day, visitor, coalesce(article_id, 0), writer_id from batch
      on conflict do nothing`,
    addTo(range, {
      table: 'category_daily_views',
      columns: ['writer_id', 'category_id', 'day', 'views'],
      keys: ['writer_id', 'category_id', 'day'],
      add: ['views'],
      select: sql`select ${site}, category_id, day, count(*)::int from batch where category_id is not null
          group by category_id, day
        union all
        select writer_id, category_id, day, count(*)::int from batch where category_id is not null
          group by writer_id, category_id, day`,
    }),
    addTo(range, {
      table: 'tag_daily_views',
      columns: ['writer_id', 'tag_id', 'day', 'views'],
      keys: ['writer_id', 'tag_id', 'day'],
      add: ['views'],
      with: sql`tagged as (select b.*, at.tag_id from batch b join article_tags at on at.article_id = b.article_id)`,
      select: sql`select ${site}, tag_id, day, count(*)::int from tagged group by tag_id, day
        union all
        select writer_id, tag_id, day, count(*)::int from tagged group by writer_id, tag_id, day`,
    }),
    addTo(range, {
      table: 'referrer_daily_views',
      columns: ['writer_id', 'referrer_host', 'day', 'views'],
      keys: ['writer_id', 'referrer_host', 'day'],
      add: ['views'],
      select: sql`select ${site}, referrer_host, day, count(*)::int from batch where referrer_host is not null
          group by referrer_host, day
        union all
        select writer_id, referrer_host, day, count(*)::int from batch
          where referrer_host is not null and article_id is not null group by writer_id, referrer_host, day`,
    }),
    addTo(range, {
      table: 'article_referrer_daily_views',
      columns: ['article_id', 'day', 'referrer_host', 'views'],
      keys: ['article_id', 'day', 'referrer_host'],
      add: ['views'],
      select: sql`select article_id, day, referrer_host, count(*)::int from batch
        where referrer_host is not null and article_id is not null group by article_id, day, referrer_host`,
    }),
    addTo(range, {
      table: 'writer_article_daily_views',
      columns: ['article_id', 'day', 'writer_id', 'views'],
      keys: ['article_id', 'day'],
      add: ['views'],
      select: sql`select article_id, day, writer_id, count(*)::int from batch where article_id is not null
        group by article_id, day, writer_id`,
    }),
    ...outletStatements(range),
    sql`update page_view_roll_up set last_view_id = ${range.upTo} where id = 1`,
  ];
}

/**
 * Joins `alias.seen` for whether the outlet already brought the view's visitor on its day, for …
 * (`where` narrows the marks, m); as `marked`, one lookup per view in the marks' key.
 */
const markedForOutlet = (alias: string, where: SQL) =>
  sql`left join lateral (
    select true as seen from daily_outlet_visitor_marks m
    where m.day = b.day and m.visitor = b.visitor and m.outlet = b.outlet and ${where} limit 1
  ) ${sql.identifier(alias)} on true`;

/**
 * Views and visitors per outlet (docs/decisions/034). A view with no outlet was stored by a release
 * before outlets were kept; the backfill (backfill-view-outlets.ts) counts those.
 */
function outletStatements(range: ViewRange): SQL[] {
  return [
    addTo(range, {
      table: 'outlet_daily_views',
      columns: ['writer_id', 'day', 'outlet', 'views', 'visitors'],
      keys: ['writer_id', 'day', 'outlet'],
      add: ['views', 'visitors'],
      with: sql`flagged as (
        select b.*, site.seen is null as new_to_site, writer.seen is null as new_to_writer
        from batch b ${markedForOutlet('site', sql`true`)} ${markedForOutlet('writer', sql`m.writer_id = b.writer_id`)}
        where b.outlet is not null)`,
      select: sql`select ${site}, day, outlet, count(*)::int, (count(distinct visitor) filter (where new_to_site))::int
          from flagged group by day, outlet
        union all
        select writer_id, day, outlet, count(*)::int, (count(distinct visitor) filter (where new_to_writer))::int
          from flagged where article_id is not null group by writer_id, day, outlet`,
    }),
    addTo(range, {
      table: 'article_outlet_daily_views',
      columns: ['article_id', 'day', 'outlet', 'views', 'visitors'],
      keys: ['article_id', 'day', 'outlet'],
      add: ['views', 'visitors'],
      select: sql`select article_id, day, outlet, count(*)::int, (count(distinct visitor) filter (where new_visitor))::int
        from (select b.*, article.seen is null as new_visitor
              from batch b ${markedForOutlet('article', sql`m.article_id = b.article_id`)}
              where b.article_id is not null and b.outlet is not null) v
        group by article_id, day, outlet`,
    }),
    sql`with ${batch(range)}
      insert into daily_outlet_visitor_marks (day, visitor, outlet, article_id, writer_id)
      select distinct day, visitor, outlet, coalesce(article_id, 0), writer_id from batch where outlet is not null
      on conflict do nothing`,
  ];
}
