import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentText } from '../../contract/article-body/document-facts.ts';
import { checkDocument } from '../../contract/article-body/validate-document.ts';
import { styleChecker } from '../../contract/style-check.ts';
import { openTestDatabase } from '../../tests/helpers/databases.ts';
import { verifyPassword } from '../auth/password.ts';
import { parseConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { writers } from '../db/schema/accounts.ts';
import { articleDailyViews, pageViews } from '../db/schema/analytics.ts';
import { articles, articleTags, categories, media, tags } from '../db/schema/content.ts';
import { articleComments } from '../db/schema/editorial.ts';
import { series, seriesEpisodes } from '../db/schema/series.ts';
import { ads, shopItems } from '../db/schema/site.ts';
import { styleRules } from '../db/schema/style-rules.ts';
import { STARTER_STYLE_RULES } from '../services/style-rules/starter-style-rules.ts';
import { jstDayOf } from '../services/time/jst-day.ts';
import { isDatabaseEmpty, seedDemoContent } from './seed-demo-content.ts';

const SUBTOPICS: Record<string, string[]> = {
  living: ['parenting', 'work_money', 'going_out', 'food', 'interior', 'diy', 'wisdom'],
  housework: ['cooking', 'cleaning', 'laundry', 'storage'],
  beauty_health: ['fashion', 'hair_makeup', 'body'],
  salvia_special: ['product', 'monirepo', 'pr'],
  series: ['comic', 'column', 'mystar'],
};

describe('demo content', () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let emptyBefore: boolean;
  const now = new Date();

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-demo-'));
    const config = parseConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    mediaDir = path.join(dataDir, 'media');
    emptyBefore = await isDatabaseEmpty(handle.db);
    await seedDemoContent({ db: handle.db, config, log: pino({ level: 'silent' }) }, { now });
    // Drawing the demo pictures takes most of it: 15 s alone on a busy machine.
  });
  afterAll(() => handle?.close());

  const published = () =>
    and(eq(articles.status, 'published'), lte(articles.publishedAt, now), isNull(articles.deletedAt));

  it('loads only into an empty database', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('has the five main categories and all twenty subtopics of the spec', async () => {
    const rows = await handle.db.select().from(categories);
    const mains = rows.filter((c) => c.parentId === null);
    expect(mains.map((c) => c.slug).sort()).toEqual(Object.keys(SUBTOPICS).sort());
    for (const main of mains) {
      const children = rows.filter((c) => c.parentId === main.id).map((c) => c.slug);
      expect(children.sort()).toEqual([...(SUBTOPICS[main.slug] ?? [])].sort());
    }
    expect(mains.find((c) => c.slug === 'living')?.title).toBe('暮らし');
  });

  it('has at least 40 tags with hiragana readings, famous_parents among them', async () => {
    const rows = await handle.db.select().from(tags);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.find((t) => t.slug === 'famous_parents')?.title).toBe('有名人ママ・パパ');
    for (const tag of rows) expect(tag.reading).toMatch(/^[ぁ-ゖー]+$/);
  });

  it('has the demo accounts with their passwords and roles, and writers with profiles', async () => {
    const rows = await handle.db.select().from(writers);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const admin = rows.find((w) => w.email === 'admin@example.com');
    const writer = rows.find((w) => w.email === 'writer@example.com');
    expect(admin?.role).toBe('admin');
    expect(writer?.role).toBe('writer');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'admin-password')).toBe(true);
    expect(await verifyPassword(writer?.passwordHash ?? '', 'writer-password')).toBe(true);
    for (const w of rows) {
      expect(w.profileText?.length).toBeGreaterThan(20);
      expect(existsSync(path.join(mediaDir, (w.profileImgUrl ?? '').replace('/media/', '')))).toBe(true);
    }
  });

  it('publishes at least 120 articles, five or more in every subtopic', async () => {
    const [{ n }] = await handle.db.select({ n: count() }).from(articles).where(published());
    expect(n).toBeGreaterThanOrEqual(120);
    const perSubtopic = await handle.db
      .select({ slug: categories.slug, n: count() })
      .from(articles)
      .innerJoin(categories, eq(categories.id, articles.categoryId))
      .where(published())
      .groupBy(categories.slug);
    expect(perSubtopic).toHaveLength(20);
    for (const row of perSubtopic) expect(row.n).toBeGreaterThanOrEqual(5);
  });

  it('gives every published article a lead, a long headed body, 2–5 tags and a thumbnail on disk', async () => {
    const rows = await handle.db.select().from(articles).where(published());
    const tagCounts = new Map(
      (
        await handle.db
          .select({ id: articleTags.articleId, n: count() })
          .from(articleTags)
          .groupBy(articleTags.articleId)
      ).map((r) => [r.id, r.n]),
    );
    for (const a of rows) {
      expect(a.lead.length).toBeGreaterThan(20);
      expect(a.bodyHtml.replace(/<[^>]+>/g, '').length).toBeGreaterThanOrEqual(1500);
      expect(a.bodyHtml.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(a.bodyJson).toMatchObject({ type: 'doc' });
      expect(tagCounts.get(a.id)).toBeGreaterThanOrEqual(2);
      expect(tagCounts.get(a.id)).toBeLessThanOrEqual(5);
      for (const w of [320, 640, 960, 1280]) {
        const file = (a.thumbnailUrl ?? '').replace('/media/', '').replace(/-1280\.webp$/, `-${w}.webp`);
        expect(existsSync(path.join(mediaDir, file)), file).toBe(true);
      }
    }
    expect(new Set(rows.map((a) => a.bodyHtml)).size).toBe(rows.length);
  });

  it('stores every body as a document the editor contract accepts unchanged', async () => {
    const rows = await handle.db.select({ bodyJson: articles.bodyJson }).from(articles);
    for (const { bodyJson } of rows) expect(checkDocument(bodyJson)).toEqual({ document: bodyJson });
  });

  it('has drafts, scheduled, sponsored and highlighted articles', async () => {
    const all = await handle.db.select().from(articles);
    expect(all.filter((a) => a.status === 'draft').length).toBeGreaterThanOrEqual(6);
    // The review in motion: one waiting, one returned with the editor's comment.
    expect(all.filter((a) => a.reviewState === 'pending')).toHaveLength(1);
    const returned = all.filter((a) => a.reviewState === 'returned');
    expect(returned).toHaveLength(1);
    const notes = await handle.db
      .select()
      .from(articleComments)
      .where(eq(articleComments.articleId, returned[0]?.id ?? 0));
    expect(notes.map((c) => c.action)).toEqual(['submit', 'return']);
    expect(
      all.filter((a) => a.status === 'published' && a.publishedAt && a.publishedAt > now).length,
    ).toBeGreaterThanOrEqual(4);
    const pr = all.filter((a) => a.isPr);
    expect(pr.length).toBeGreaterThanOrEqual(8);
    for (const a of pr) expect(a.sponsor).toMatch(/株式会社/);
    expect(
      all.filter((a) => a.isHighlight && a.status === 'published' && a.publishedAt && a.publishedAt <= now).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it('has each sponsored article paid for by a sponsor of its kind', async () => {
    const pr = await handle.db
      .select({ title: articles.title, sponsor: articles.sponsor })
      .from(articles)
      .where(eq(articles.isPr, true));
    const sponsorOf = (words: string) => pr.find((a) => a.title.includes(words))?.sponsor;
    expect(sponsorOf('ロボット掃除機')).toBe('株式会社まるやまクリーン');
    expect(sponsorOf('あったかインナー')).toBe('ゆきの衣料株式会社');
    expect(sponsorOf('国産小麦のパン')).toBe('あおば食品株式会社');
    expect(sponsorOf('ネット証券')).toBe('みのり証券株式会社');
    // The clothing company sponsors clothes only.
    expect(pr.filter((a) => a.sponsor === 'ゆきの衣料株式会社').map((a) => a.title)).toEqual([
      '【PR】冬のあったかインナー、重ね着しても着ぶくれしない秘密',
    ]);
  });

  it('publishes a 連載 episode by episode, 「コミック」 as comic strips', async () => {
    const comic = await handle.db
      .select({ title: articles.title, publishedAt: articles.publishedAt, thumbnailUrl: articles.thumbnailUrl })
      .from(articles)
      .innerJoin(categories, eq(categories.id, articles.categoryId))
      .where(eq(categories.slug, 'comic'));
    const byEpisode = [...comic].sort((a, b) => a.title.localeCompare(b.title, 'ja', { numeric: true }));
    const dates = byEpisode.map((a) => a.publishedAt?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(byEpisode[0]?.title).toMatch(/第1話/);
    const pictures = await handle.db
      .select({ url: media.url, alt: media.alt })
      .from(media)
      .where(
        inArray(
          media.url,
          comic.map((a) => a.thumbnailUrl as string),
        ),
      );
    expect(pictures).toHaveLength(comic.length);
    for (const picture of pictures) expect(picture.alt).toBe('家族が登場する4コマ漫画');
  });

  it('starts with the starter house dictionary, and no published article holds one of its NG words', async () => {
    const rules = await handle.db.select().from(styleRules);
    expect(rules.map((r) => r.find).sort()).toEqual(STARTER_STYLE_RULES.map((r) => r.find).sort());
    const check = styleChecker(rules.filter((r) => r.kind === 'ng'));
    const live = await handle.db.select().from(articles).where(published());
    for (const article of live) {
      expect(check(`${article.title}\n${article.lead}\n${documentText(article.bodyJson)}`), article.title).toEqual([]);
    }
  });

  it('numbers the コミック episodes as the series 『ゆるっと家族日記』, as their titles say', async () => {
    const episodes = await handle.db
      .select({ title: articles.title, number: seriesEpisodes.episodeNumber, series: series.title })
      .from(seriesEpisodes)
      .innerJoin(series, eq(series.id, seriesEpisodes.seriesId))
      .innerJoin(articles, eq(articles.id, seriesEpisodes.articleId))
      .orderBy(seriesEpisodes.episodeNumber);
    expect(episodes.length).toBeGreaterThan(1);
    for (const [i, episode] of episodes.entries()) {
      expect(episode.series).toBe('ゆるっと家族日記');
      expect(episode.number).toBe(i + 1);
      expect(episode.title).toContain(`第${i + 1}話`);
    }
  });

  it('has 4 ads and 8 handmade calendars linking to a marketplace', async () => {
    expect(await handle.db.select().from(ads)).toHaveLength(4);
    const items = await handle.db.select().from(shopItems);
    expect(items).toHaveLength(8);
    for (const item of items) {
      expect(item.title).toContain('日めくりカレンダー');
      expect(item.link).toMatch(/^https:\/\//);
    }
  });

  it('has 30 days of page views, and never an IP address', async () => {
    const days = await handle.db.selectDistinct({ day: articleDailyViews.day }).from(articleDailyViews);
    expect(days.length).toBeGreaterThanOrEqual(30);
    // The analytics dashboard reads raw views: they span the same 30 days, with returning readers.
    const [raw] = await handle.db
      .select({
        days: sql<number>`count(distinct ${jstDayOf(sql`${pageViews.at}`)})::int`,
        views: count(),
        visitors: sql<number>`count(distinct ${pageViews.visitorHash})::int`,
      })
      .from(pageViews);
    expect(raw?.days).toBeGreaterThanOrEqual(30);
    expect(raw?.visitors).toBeLessThan(raw?.views ?? 0);
    const [{ withIp }] = await handle.db
      .select({ withIp: count() })
      .from(pageViews)
      .where(
        sql`${pageViews.visitorHash} ~ '\\d+\\.\\d+\\.\\d+\\.\\d+' or ${pageViews.path} ~ '\\d+\\.\\d+\\.\\d+\\.\\d+'`,
      );
    expect(withIp).toBe(0);
  });

  it('brings readers from the news apps, Google and elsewhere, counted per outlet', async () => {
    const rows = (await handle.db.execute(
      sql`select outlet, sum(views)::int as views from outlet_daily_views where writer_id = 0 group by outlet`,
    )) as unknown as { rows: { outlet: string; views: number }[] };
    const outlets = rows.rows.map((r) => r.outlet);
    for (const outlet of ['smartnews', 'yahoo', 'google_discover', 'google_search', 'line', 'gunosy', 'direct']) {
      expect(outlets).toContain(outlet);
    }
    expect(rows.rows.every((r) => r.views > 0)).toBe(true);
  });
});
