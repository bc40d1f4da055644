// Demo content for a first start: a living magazine with writers, 130+ articles, tags, ads, shop
// items and 30 days of page views. Loaded only into an empty database, one table at a time (seed/).
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { writers } from '../db/schema/accounts.ts';
import { categories } from '../db/schema/content.ts';
import type { Deps } from '../deps.ts';
import { rollUpDailyViews } from '../services/analytics/roll-up-daily-views.ts';
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
import { createRandom } from './random.ts';
import { seedAds } from './seed/ads.ts';
import { planArticles, seedArticles } from './seed/articles.ts';
import { seedCategories } from './seed/categories.ts';
import { seedFeedOutlets } from './seed/feed-outlets.ts';
import { renderDemoPictures, seedMedia } from './seed/media.ts';
import { seedPageViews } from './seed/page-views.ts';
import { renderReviewerPhotos, seedReviewers } from './seed/reviewers.ts';
import { seedSeries } from './seed/series.ts';
import { seedShopItems } from './seed/shop-items.ts';
import { seedStyleRules } from './seed/style-rules.ts';
import { seedTags } from './seed/tags.ts';
import { seedWriters } from './seed/writers.ts';

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
  // One seeded sequence, drawn by the articles' dates and then by the page views, in that order:
  // the same content on every machine.
  const random = createRandom(20261122);
  const demoCategories = readDemoCategories();
  const demoWriters = readDemoWriters();
  const demoAds = readDemoAds();
  const demoShopItems = readDemoShopItems();
  const demoTags = readDemoTags();
  const plan = planArticles(readDemoTopics(demoCategories));

  // The episodes of 連載「コミック」 are comic strips.
  const comics = new Set(plan.flatMap((p, i) => (p.topic.slug === 'comic' ? [i] : [])));
  const pictures = await renderDemoPictures({
    mediaDir: deps.config.media.dir,
    comics,
    counts: {
      thumbnails: plan.length,
      avatars: demoWriters.length,
      banners: demoAds.length,
      photos: demoShopItems.length,
    },
  });

  const reviewerPhotos = await renderReviewerPhotos(deps.config.media.dir);
  const summary = await deps.db.transaction(async (tx) => {
    const writerIds = await seedWriters(tx, { writers: demoWriters, avatars: pictures.avatars });
    const { subtopicIds, count: categoryCount } = await seedCategories(tx, demoCategories);
    const tagIds = await seedTags(tx, demoTags);
    const articleRows = await seedArticles(tx, {
      plan,
      thumbnails: pictures.thumbnails,
      writerIds,
      subtopicIds,
      tagIds,
      sponsors: readDemoSponsors(),
      bodyText: readBodyText(),
      now,
      random,
      site: deps.config,
    });
    await seedMedia(tx, { pictures, comics, writerIds, now });
    await seedReviewers(tx, { photos: reviewerPhotos, articleRows, subtopicIds, now });
    await seedSeries(tx, { articles: articleRows });
    await seedAds(tx, { ads: demoAds, banners: pictures.banners });
    await seedShopItems(tx, { items: demoShopItems, photos: pictures.photos });
    await seedStyleRules(tx);
    await seedFeedOutlets(tx);
    const live = articleRows.filter((a) => a.status === 'published' && a.publishedAt && a.publishedAt <= now);
    const viewCount = await seedPageViews(tx, { live, now, random });

    deps.log.info(
      { writers: writerIds.length, articles: articleRows.length, published: live.length, pageViews: viewCount },
      'demo content loaded',
    );
    return {
      writers: writerIds.length,
      categories: categoryCount,
      tags: tagIds.size,
      articles: articleRows.length,
      published: live.length,
      pageViews: viewCount,
    };
  });
  // Rankings read the roll-up, made from the raw views exactly as the live one makes it.
  await rollUpDailyViews(deps);
  return summary;
}
