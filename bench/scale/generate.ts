// The scale database: a PostgreSQL database the size of a real publisher (100k articles, 5M raw
// views), made by server-side SQL so it takes minutes, and kept for the next run.

import { hashPassword } from '../../server/auth/password.ts';
import { openDatabase } from '../../server/db/client.ts';
import { SCALE_ADMIN } from './admin.ts';
import {
  articleTemplates,
  demoCategories,
  demoTagSlugs,
  SPONSORS,
  scaleTags,
  scaleWriterNames,
  TITLE_PREFIXES,
} from './content.ts';
import { loadSearchHeadings } from './generate-search.ts';
import { backfillAnalyticsRollUps, loadPageViews, loadRollUpHistory, rollUpRecentDays } from './generate-views.ts';
import { type Sql, sqlClient } from './sql-client.ts';

export type ScaleSize = {
  articles: number;
  tags: number;
  writers: number;
  pageViews: number;
  dailyRows: number;
};

export const FULL_SIZE: ScaleSize = {
  articles: 100_000,
  tags: 2_000,
  writers: 50,
  pageViews: 5_000_000,
  dailyRows: 2_800_000,
};

/** A smaller database of the same shape: `factor` 0.1 is 10k articles and 500k views. */
export function scaledSize(factor: number): ScaleSize {
  const of = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  return {
    articles: of(FULL_SIZE.articles, 1000),
    tags: of(FULL_SIZE.tags, 200),
    writers: of(FULL_SIZE.writers, 10),
    pageViews: of(FULL_SIZE.pageViews, 50_000),
    dailyRows: of(FULL_SIZE.dailyRows, 30_000),
  };
}

/** Tags most articles carry (share of all articles): the few giants of a real tag cloud. */
const HEAD_TAGS = { jitan: 0.2, setsuyaku: 0.15, kataduke: 0.12, tsukurioki: 0.11, hyakkin: 0.1 } as const;
const MARKER = 'salvia-scale v2';

export type Generated = { url: string; reused: boolean; seconds: number; counts: Record<string, number> };

type Log = (line: string) => void;

export async function prepareScaleDatabase(options: {
  adminUrl: string;
  name: string;
  size: ScaleSize;
  regenerate: boolean;
  log: Log;
}): Promise<Generated> {
  const { adminUrl, name, size, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const marker = `${MARKER} ${JSON.stringify(size)}`;
  const started = performance.now();

  const admin = await sqlClient(adminUrl);
  try {
    const [existing] = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    if (existing && !options.regenerate && existing.comment === marker) {
      log(`Reusing database ${name} (${marker}); pass --regenerate to build it again.`);
      return { url: url.href, reused: true, seconds: 0, counts: await countRows(url.href) };
    }
    if (existing) {
      log(
        `Dropping database ${name} (${options.regenerate ? 'asked to regenerate' : 'not a complete scale database'})`,
      );
      await admin.query(`drop database ${name} with (force)`);
    }
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }

  const handle = await openDatabase({ url: url.href });
  await handle.migrate();
  await handle.close();

  const db = await sqlClient(url.href);
  try {
    await load(db, size, log);
    // Written last: a database without it (an interrupted run) is built again next time.
    await db.query(`comment on database ${name} is '${marker.replaceAll("'", "''")}'`);
  } finally {
    await db.end();
  }
  const counts = await countRows(url.href);
  return { url: url.href, reused: false, seconds: (performance.now() - started) / 1000, counts };
}

async function countRows(url: string): Promise<Record<string, number>> {
  const db = await sqlClient(url);
  try {
    const [row] = await db.query<Record<string, number>>(`select
      (select count(*) from articles)::int as articles,
      (select count(*) from articles where status = 'published' and deleted_at is null and published_at <= now())::int as live,
      (select count(*) from tags)::int as tags,
      (select count(*) from writers)::int as writers,
      (select count(*) from article_tags)::int as article_tags,
      (select count(*) from page_views)::int as page_views,
      (select count(*) from article_daily_views)::int as article_daily_views,
      (select count(*) from writer_article_daily_views)::int as writer_article_daily_views,
      (pg_database_size(current_database()) / 1048576)::int as megabytes`);
    return row ?? {};
  } finally {
    await db.end();
  }
}

async function step(log: Log, label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  log(`  ${label.padEnd(36)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

async function load(db: Sql, size: ScaleSize, log: Log) {
  await db.query(`set synchronous_commit = off`);
  await db.query(`set maintenance_work_mem = '512MB'`);
  await db.query(`set work_mem = '128MB'`);
  // Skips foreign-key triggers while loading (superusers only): the data is consistent by construction.
  await db
    .query(`set session_replication_role = replica`)
    .catch(() => log('  (not a superuser: foreign keys are checked while loading)'));
  await db.query(`select setseed(0.2026)`);

  // Indexes are built once after the load, which is several times faster than maintaining them.
  const indexes = await db.query<{ name: string; definition: string }>(`
    select indexname as name, indexdef as definition from pg_indexes i
    where schemaname = 'public'
      and tablename in ('articles', 'article_search_bodies', 'article_search_headings', 'article_tags',
        'page_views', 'article_daily_views')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes) await db.query(`drop index ${index.name}`);

  await step(log, 'writers, categories, tags', () => loadPeopleAndTaxonomy(db, size));
  await step(log, `articles (${size.articles.toLocaleString('en')})`, () => loadArticles(db, size));
  // The replica role also skips the trigger that keeps the admin's body search (article_body_search).
  await step(log, 'body search text', () =>
    db.query(`insert into article_search_bodies select id, article_search_body(title, lead, body_html) from articles`),
  );
  await step(log, 'article tags', () => loadArticleTags(db));
  await step(log, 'search headings, readings and body words', () => loadSearchHeadings(db));
  await step(log, `page views (${size.pageViews.toLocaleString('en')})`, () => loadPageViews(db, size, log));
  await step(log, 'daily roll-up, last 90 days', () => rollUpRecentDays(db));
  await step(log, 'daily roll-up, older history', () => loadRollUpHistory(db, size));
  await step(log, 'indexes', async () => {
    for (const index of indexes) await db.query(index.definition);
  });
  await db.query(`set session_replication_role = origin`).catch(() => {});
  await step(log, 'analytics roll-ups', () => backfillAnalyticsRollUps(db));
  await step(log, 'vacuum analyze', () => db.query(`vacuum (analyze)`));
}

async function loadPeopleAndTaxonomy(db: Sql, size: ScaleSize) {
  const adminHash = await hashPassword(SCALE_ADMIN.password);
  // Nobody signs in as the other writers: one hash of a random password serves them all.
  const writerHash = await hashPassword(crypto.randomUUID());
  await db.query(
    `insert into writers (email, name, password_hash, role, profile_text) values ($1, $2, $3, 'admin', $4)`,
    [SCALE_ADMIN.email, 'Salvia編集部', adminHash, '暮らしを「ちょうどよく」整えるヒントを届ける編集部です。'],
  );
  const names = scaleWriterNames(size.writers - 1);
  await db.query(
    `insert into writers (email, name, password_hash, role, profile_text, created_at)
     select 'writer' || n || '@scale.example', name, $2, 'writer',
       name || 'です。暮らしと家事のちょっとした工夫を書いています。', now() - (n * 30) * interval '1 day'
     from unnest($1::text[]) with ordinality as w(name, n)`,
    [names, writerHash],
  );
  for (const [order, main] of demoCategories.entries()) {
    const [parent] = await db.query<{ id: number }>(
      `insert into categories (title, slug, description, "order") values ($1, $2, $3, $4) returning id`,
      [main.title, main.slug, main.description, order],
    );
    for (const [i, child] of main.children.entries()) {
      await db.query(
        `insert into categories (title, slug, description, "order", parent_id) values ($1, $2, $3, $4, $5)`,
        [child.title, child.slug, child.description, i, parent?.id],
      );
    }
  }
  const tags = scaleTags(size.tags);
  await db.query(
    `insert into tags (title, reading, slug, description, "order")
     select title, reading, slug, '「' || title || '」に関する記事の一覧です。', n
     from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(title, reading, slug, n)`,
    [tags.map((t) => t.title), tags.map((t) => t.reading), tags.map((t) => t.slug)],
  );
}

async function loadArticles(db: Sql, size: ScaleSize) {
  const templates = articleTemplates();
  await db.query(`create temp table scale_templates (
    n int primary key, subtopic text, title text, lead text, body_html text, body_json jsonb)`);
  for (let i = 0; i < templates.length; i += 40) {
    const chunk = templates.slice(i, i + 40);
    await db.query(
      `insert into scale_templates select n - 1 + $1, subtopic, title, lead, body_html, body_json::jsonb
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) with ordinality
         as t(subtopic, title, lead, body_html, body_json, n)`,
      [
        i,
        chunk.map((t) => t.subtopic),
        chunk.map((t) => t.title),
        chunk.map((t) => t.lead),
        chunk.map((t) => t.bodyHtml),
        chunk.map((t) => JSON.stringify(t.bodyJson)),
      ],
    );
  }
  // One row per article, oldest first, so ids grow with publication time as they do in real life.
  // ~96% published over five years (more per day lately), 2% drafts, 0.5% scheduled, 1.5% in the
  // trash; ~5% sponsored (every PR subtopic article and a few others); a handful of highlights.
  await db.query(
    `insert into articles (title, lead, body_html, body_json, thumbnail_url, category_id, writer_id, status,
       published_at, is_pr, sponsor, is_highlight, deleted_at, created_at, updated_at)
     select
       ($2::text[])[1 + floor(s.r_title * array_length($2::text[], 1))::int] || t.title,
       t.lead, t.body_html, t.body_json,
       '/media/seed/articles/' || (1 + s.g % 130) || '.webp',
       c.id,
       (select array_agg(id order by id) from writers)[1 + floor(power(s.r_writer, 1.6) * $4::int)::int],
       case when s.kind = 'draft' then 'draft' else 'published' end,
       s.published_at,
       t.subtopic = 'pr' or s.r_pr < 0.01,
       case when t.subtopic = 'pr' or s.r_pr < 0.01 then ($3::text[])[1 + s.g % array_length($3::text[], 1)] end,
       s.kind = 'published' and s.published_at > now() - interval '60 days' and s.g % 331 = 0,
       case when s.kind = 'trashed' then now() - s.r_title * interval '30 days' end,
       coalesce(s.published_at, now() - s.r_writer * interval '60 days') - interval '2 days',
       case when s.kind = 'draft' then now() - s.r_writer * interval '60 days'
            when s.kind = 'scheduled' then now() - interval '1 day'
            else least(now(), s.published_at + s.r_pr * interval '3 days') end
     from (
       select g, r_title, r_writer, r_pr, kind,
         case when kind = 'draft' then null
              when kind = 'scheduled' then now() + (1 + r_pr * 20) * interval '1 day'
              -- Age in days: 5 years for the first article, none for the last, denser lately.
              else now() - (1826 * power(1 - g::float8 / $1::int, 1.25) + 0.02 + r_title * 0.3) * interval '1 day'
         end as published_at
       from (
         select g, random() as r_title, random() as r_writer, random() as r_pr,
           case when r_kind < 0.02 then 'draft' when r_kind < 0.025 then 'scheduled'
                when r_kind < 0.04 then 'trashed' else 'published' end as kind
         from (select g, random() as r_kind from generate_series(1, $1::int) g) k
       ) x
     ) s
     join scale_templates t on t.n = (s.g * 7919) % (select count(*) from scale_templates)
     join categories c on c.slug = t.subtopic
     order by s.g`,
    [size.articles, TITLE_PREFIXES, SPONSORS, size.writers],
  );
}

async function loadArticleTags(db: Sql) {
  // Two tags from the long tail per article (~100 articles a tag at full size), then the giants,
  // `famous_parents` (a home block) and the other demo tags at ~1% each.
  await db.query(
    `insert into article_tags (article_id, tag_id)
     select a.id, tail.ids[1 + floor(random() * array_length(tail.ids, 1))::int]
     from articles a,
       (select array_agg(id) as ids from tags where slug <> all($1::text[])) tail,
       generate_series(1, 2)
     on conflict do nothing`,
    [Object.keys(HEAD_TAGS)],
  );
  const shares = { ...HEAD_TAGS, famous_parents: 0.03 };
  await db.query(
    `insert into article_tags (article_id, tag_id)
     select article_id, tag_id from (
       -- random() in the select list: one draw per pair (in a WHERE it would be drawn per tag).
       select a.id as article_id, t.id as tag_id, t.share, random() as draw from articles a
       cross join (
         select tags.id, coalesce(s.share, 0.01) as share from tags
         left join unnest($1::text[], $2::float8[]) as s(slug, share) on s.slug = tags.slug
         where tags.slug = any($3::text[])
       ) t
     ) pairs
     where draw < share
     on conflict do nothing`,
    [Object.keys(shares), Object.values(shares), demoTagSlugs],
  );
}
