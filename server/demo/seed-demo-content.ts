// Demo content for a first start: a living magazine with writers, 130+ articles, tags, ads, shop
// items and 30 days of page views. Loaded only into an empty database.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { DAY_MS } from '../../contract/time.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { ads, articles, articleTags, categories, media, pageViews, shopItems, tags, writers } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { rollUpDailyViews } from '../services/analytics/roll-up-daily-views.ts';
import { composeBody } from './compose-body.ts';
import {
  readBodyText,
  readDemoAds,
  readDemoCategories,
  readDemoShopItems,
  readDemoSponsors,
  readDemoTags,
  readDemoTopics,
  readDemoWriters,
} from './demo-content.ts';
import { drawCalendar, drawPicture, inPool, renderWebp } from './images.ts';
import { createRandom } from './random.ts';

const THUMB_WIDTHS = [320, 640, 960, 1280];

export type SeedSummary = Record<'writers' | 'categories' | 'tags' | 'articles' | 'published' | 'pageViews', number>;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [w] = await db.select({ n: count() }).from(writers);
  const [c] = await db.select({ n: count() }).from(categories);
  return w?.n === 0 && c?.n === 0;
}

export async function seedDemoContent(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  options: { now?: Date } = {},
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  if (deps.config.media.storage !== 'local') throw new Error('demo content needs MEDIA_STORAGE=local');
  const mediaDir = deps.config.media.dir;
  const random = createRandom(20261122);
  const demoCategories = readDemoCategories();
  const demoTags = readDemoTags();
  const demoWriters = readDemoWriters();
  const demoAds = readDemoAds();
  const demoShopItems = readDemoShopItems();
  const SPONSORS = readDemoSponsors();
  const bodyText = readBodyText();

  // Plan every article first, so images can be drawn before the one transaction.
  const plan = readDemoTopics(demoCategories).flatMap((topic) =>
    topic.ideas.map((idea, variant) => ({ slug: topic.slug, topic, idea, variant })),
  );
  const picture = (seed: number, key: string, width: number, height: number, widths: number[]) => () =>
    renderWebp(drawPicture(seed, width, height), { mediaDir, key, widths, width, height });
  const [thumbs, avatars, adImages, shopImages] = await Promise.all([
    inPool(
      plan.map((_, i) => picture(i + 11, `seed/articles/${i + 1}`, 1280, 720, THUMB_WIDTHS)),
      4,
    ),
    inPool(
      demoWriters.map((_, i) => picture(i + 101, `seed/writers/${i + 1}`, 256, 256, [128, 256])),
      2,
    ),
    inPool(
      demoAds.map((_, i) => picture(i + 201, `seed/ads/${i + 1}`, 600, 314, [600])),
      2,
    ),
    inPool(
      demoShopItems.map(
        (_, i) => () =>
          renderWebp(drawCalendar(i + 301, 600, i * 3 + 1), {
            mediaDir,
            key: `seed/shop/${i + 1}`,
            widths: [300, 600],
            width: 600,
            height: 600,
          }),
      ),
      2,
    ),
  ]);
  const hashes = await Promise.all(demoWriters.map((w) => hashPassword(w.password)));

  const summary = await deps.db.transaction(async (tx) => {
    const writerRows = await tx
      .insert(writers)
      .values(
        demoWriters.map((w, i) => ({
          email: w.email,
          name: w.name,
          role: w.role,
          passwordHash: hashes[i] as string,
          profileText: w.profile,
          profileImgUrl: avatars[i]?.url,
        })),
      )
      .returning();

    const subtopicIds = new Map<string, number>();
    let categoryCount = 0;
    for (const [order, main] of demoCategories.entries()) {
      const [parent] = await tx
        .insert(categories)
        .values({ title: main.title, slug: main.slug, description: main.description, order })
        .returning();
      const children = await tx
        .insert(categories)
        .values(main.children.map((c, i) => ({ ...c, order: i, parentId: parent?.id })))
        .returning();
      for (const c of children) subtopicIds.set(c.slug, c.id);
      categoryCount += 1 + children.length;
    }

    const tagRows = await tx
      .insert(tags)
      .values(demoTags.map((t, order) => ({ ...t, order, description: `「${t.title}」に関する記事の一覧です。` })))
      .returning();
    const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));

    // The last idea of a few topics is still being written: drafts, or scheduled for the coming days.
    const drafts = new Set(['parenting', 'work_money', 'going_out', 'food', 'interior', 'diy']);
    const scheduled = new Set(['wisdom', 'cooking', 'cleaning', 'laundry']);
    const highlights = new Set([0, 9, 30, 52, 66, 77, 95, 118]);
    const writerIds = writerRows.map((w) => w.id);
    const demoWriterId = writerIds[1] as number;
    let scheduledCount = 0;

    const articleValues = plan.map(({ slug, topic, idea, variant }, i) => {
      const isLast = variant === topic.ideas.length - 1;
      const isDraft = isLast && drafts.has(slug);
      const isScheduled = isLast && scheduled.has(slug);
      const isPr = slug === 'pr' || (slug === 'product' && variant < 2) || (slug === 'monirepo' && variant === 0);
      const body = composeBody({ idea, topic, variant, text: bodyText });
      // Days ago, spread over ~120 days with the topics interleaved (37 is coprime to the count).
      const age = ((i * 37) % plan.length) * 0.9 + random.next() * 0.8;
      const publishedAt = isDraft
        ? null
        : isScheduled
          ? new Date(now.getTime() + (++scheduledCount * 3 + 1) * DAY_MS)
          : new Date(now.getTime() - (age + 0.05) * DAY_MS);
      return {
        title: idea.title,
        lead: idea.lead,
        bodyHtml: body.html,
        bodyJson: body.json,
        thumbnailUrl: thumbs[i]?.url,
        categoryId: subtopicIds.get(slug),
        writerId:
          isDraft || isScheduled
            ? i % 2 === 0
              ? demoWriterId
              : (writerIds[0] as number)
            : (writerIds[i % writerIds.length] as number),
        status: isDraft ? ('draft' as const) : ('published' as const),
        publishedAt,
        isPr,
        sponsor: isPr ? SPONSORS[i % SPONSORS.length] : null,
        isHighlight: highlights.has(i) && !isDraft && !isScheduled,
        createdAt: new Date((publishedAt ?? now).getTime() - 2 * DAY_MS),
        updatedAt: publishedAt && publishedAt < now ? publishedAt : now,
      };
    });
    const articleRows = await tx.insert(articles).values(articleValues).returning();

    await tx.insert(articleTags).values(
      articleRows.flatMap((row, i) => {
        const idea = plan[i]?.idea;
        const slugs = [...new Set(idea?.tags ?? [])].slice(0, 5);
        if (slugs.length < 2) slugs.push(slugs[0] === 'jitan' ? 'setsuyaku' : 'jitan');
        return slugs.map((slug) => {
          const tagId = tagIds.get(slug);
          if (!tagId) throw new Error(`demo article "${row.title}" names an unknown tag: ${slug}`);
          return { articleId: row.id, tagId };
        });
      }),
    );

    const allImages = [...thumbs, ...avatars, ...adImages, ...shopImages];
    await tx.insert(media).values(
      // Every seeded picture is in the media library, ads and shop photos included.
      allImages.map((image, i) => ({
        writerId: writerIds[i % writerIds.length],
        url: image.url,
        variants: image.variants,
        width: image.width,
        height: image.height,
        mime: 'image/webp',
        bytes: image.bytes,
        createdAt: new Date(now.getTime() - (allImages.length - i) * 60_000),
      })),
    );
    await tx
      .insert(ads)
      .values(demoAds.map((ad, i) => ({ ...ad, src: adImages[i]?.url as string, position: i, priority: i === 0 })));
    await tx.insert(shopItems).values(
      demoShopItems.map((item, i) => ({
        ...item,
        photo: shopImages[i]?.url as string,
        link: `https://minne.example/items/salvia-calendar-${i + 1}`,
        order: i,
      })),
    );

    // 30 days of raw views, rolled up below as live traffic is: a few favourites, a long tail,
    // busier weekends, some articles trending now, and readers who come back within a day.
    const live = articleRows.filter((a) => a.status === 'published' && a.publishedAt && a.publishedAt <= now);
    const raw: (typeof pageViews.$inferInsert)[] = [];
    const referrers = [
      'www.google.com',
      'www.google.com',
      't.co',
      'www.instagram.com',
      'search.yahoo.co.jp',
      null,
      null,
    ];
    const readers = Array.from({ length: 30 }, () =>
      Array.from({ length: 300 }, () => randomBytes(32).toString('hex')),
    );
    const view = (d: number, path: string, articleId: number | null) => {
      raw.push({
        at: new Date(now.getTime() - (d + random.next()) * DAY_MS),
        path,
        articleId,
        referrerHost: random.pick(referrers),
        visitorHash: random.pick(readers[d] as string[]),
      });
    };
    for (const [rank, article] of live.entries()) {
      const base = 400 / (1 + rank * 0.35) + random.int(2, 12);
      const trendingNow = random.next() < 0.12;
      for (let d = 0; d < 30; d++) {
        const at = new Date(now.getTime() - d * DAY_MS);
        if (article.publishedAt && article.publishedAt > at) continue;
        const weekend = [0, 6].includes(new Date(at.getTime() + 9 * 3600_000).getUTCDay()) ? 1.35 : 1;
        const recency = trendingNow && d < 7 ? 3 - d * 0.25 : 1;
        const views = Math.max(1, Math.round((base * weekend * recency * (0.7 + random.next() * 0.6)) / 10));
        for (let v = 0; v < views; v++) view(d, `/articles/${article.id}`, article.id);
      }
    }
    for (let d = 0; d < 30; d++) for (let v = 0; v < 80 + random.int(0, 40); v++) view(d, '/', null);
    for (let i = 0; i < raw.length; i += 1000) await tx.insert(pageViews).values(raw.slice(i, i + 1000));

    deps.log.info(
      { writers: writerRows.length, articles: articleRows.length, published: live.length, pageViews: raw.length },
      'demo content loaded',
    );
    return {
      writers: writerRows.length,
      categories: categoryCount,
      tags: tagRows.length,
      articles: articleRows.length,
      published: live.length,
      pageViews: raw.length,
    };
  });
  // Rankings read the roll-up, made from the raw views exactly as the live one makes it.
  await rollUpDailyViews(deps);
  return summary;
}
