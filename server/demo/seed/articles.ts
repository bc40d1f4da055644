// Seeds the articles with their tags: one per idea of every subtopic, bodies composed from the
// subtopic's sections, spread over ~120 days, with drafts (two of them in review), scheduled,
// sponsored and highlighted ones.

import { eq } from 'drizzle-orm';
import { BODY_VERSION } from '../../../contract/article-body/node-set.ts';
import { DAY_MS } from '../../../contract/time.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTags } from '../../db/schema/content.ts';
import { articleComments } from '../../db/schema/editorial.ts';
import { type BodySite, bodyOfDocument } from '../../services/article-body/render-body.ts';
import { composeBody } from '../compose-body.ts';
import type { BodyText, DemoIdea, DemoTopic } from '../demo-content.ts';
import type { DemoImage } from '../images.ts';
import type { Random } from '../random.ts';
import { seedBlockBodies } from './block-bodies.ts';

/** One article to seed; its place in the plan numbers its picture, date and writer. */
export type PlannedArticle = { topic: DemoTopic; idea: DemoIdea; variant: number };

export function planArticles(topics: DemoTopic[]): PlannedArticle[] {
  return topics.flatMap((topic) => topic.ideas.map((idea, variant) => ({ topic, idea, variant })));
}

// The last idea of a few topics is still being written: drafts, or scheduled for the coming days.
const DRAFTS = new Set(['parenting', 'work_money', 'going_out', 'food', 'interior', 'diy']);
const SCHEDULED = new Set(['wisdom', 'cooking', 'cleaning', 'laundry']);
const HIGHLIGHTS = new Set([0, 9, 30, 52, 66, 77, 95, 118]);

export type SeedArticlesOptions = {
  plan: PlannedArticle[];
  /** One per planned article, in plan order. */
  thumbnails: DemoImage[];
  writerIds: number[];
  subtopicIds: Map<string, number>;
  tagIds: Map<string, number>;
  sponsors: string[];
  bodyText: BodyText;
  now: Date;
  random: Random;
  /** The site the bodies are rendered for. */
  site: BodySite;
};

export async function seedArticles(db: Database, options: SeedArticlesOptions) {
  const { plan, thumbnails, writerIds, subtopicIds, sponsors, now, random } = options;
  const demoWriterId = writerIds[1] as number;
  let scheduledCount = 0;

  const values = plan.map(({ topic, idea, variant }, i) => {
    const slug = topic.slug;
    const isLast = variant === topic.ideas.length - 1;
    const isDraft = isLast && DRAFTS.has(slug);
    const isScheduled = isLast && SCHEDULED.has(slug);
    // Sponsored where the content names who pays (「提供:」), always one of sponsors.json.
    const isPr = idea.sponsor !== null;
    if (isPr && !sponsors.includes(idea.sponsor as string)) {
      throw new Error(`demo article "${idea.title}" names a sponsor not in sponsors.json: ${idea.sponsor}`);
    }
    const body = bodyOfDocument(
      composeBody({ idea, topic, variant, text: options.bodyText }),
      'body_json',
      options.site,
    );
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
      bodyVersion: BODY_VERSION,
      thumbnailUrl: thumbnails[i]?.url,
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
      sponsor: idea.sponsor,
      isHighlight: HIGHLIGHTS.has(i) && !isDraft && !isScheduled,
      createdAt: new Date((publishedAt ?? now).getTime() - 2 * DAY_MS),
      updatedAt: publishedAt && publishedAt < now ? publishedAt : now,
    };
  });
  inEpisodeOrder(plan, values);
  const rows = await db.insert(articles).values(values).returning();

  await db.insert(articleTags).values(
    rows.flatMap((row, i) => {
      const idea = plan[i]?.idea;
      const slugs = [...new Set(idea?.tags ?? [])].slice(0, 5);
      if (slugs.length < 2) slugs.push(slugs[0] === 'jitan' ? 'setsuyaku' : 'jitan');
      return slugs.map((slug) => {
        const tagId = options.tagIds.get(slug);
        if (!tagId) throw new Error(`demo article "${row.title}" names an unknown tag: ${slug}`);
        return { articleId: row.id, tagId };
      });
    }),
  );
  await seedBlockBodies(db, { rows, plan, thumbnails, site: options.site });
  await seedReview(db, rows, { writerId: demoWriterId, editorId: writerIds[0] as number, now });
  return rows;
}

/**
 * A 連載 comes out episode by episode: its published episodes take their dates in the order of the
 * content (第1話 first), keeping the dates the spread gave them.
 */
function inEpisodeOrder(
  plan: PlannedArticle[],
  values: { publishedAt: Date | null; createdAt: Date; updatedAt: Date }[],
) {
  const series = new Set(plan.filter((p) => p.topic.kind === 'series').map((p) => p.topic.slug));
  for (const slug of series) {
    const episodes = plan.flatMap((p, i) => (p.topic.slug === slug && values[i]?.publishedAt ? [i] : []));
    const dates = episodes
      .map((i) => values[i] as (typeof values)[number])
      .map(({ publishedAt, createdAt, updatedAt }) => ({ publishedAt, createdAt, updatedAt }))
      .sort((a, b) => (a.publishedAt as Date).getTime() - (b.publishedAt as Date).getTime());
    episodes.forEach((i, n) => {
      Object.assign(values[i] as object, dates[n]);
    });
  }
}

/**
 * The 校正 in motion: one of the demo writer's drafts waits for review, another came back with a
 * comment, so the dashboard and the editor show the workflow from the first start.
 */
async function seedReview(
  db: Database,
  rows: (typeof articles.$inferSelect)[],
  people: { writerId: number; editorId: number; now: Date },
) {
  const [waiting, returned] = rows.filter((r) => r.status === 'draft' && r.writerId === people.writerId);
  if (!waiting || !returned) return;
  const at = (hoursAgo: number) => new Date(people.now.getTime() - hoursAgo * 3_600_000);
  await db.update(articles).set({ reviewState: 'pending' }).where(eq(articles.id, waiting.id));
  await db.update(articles).set({ reviewState: 'returned' }).where(eq(articles.id, returned.id));
  await db.insert(articleComments).values([
    {
      articleId: waiting.id,
      writerId: people.writerId,
      action: 'submit',
      body: '確認をお願いします。写真は撮り直したものに差し替える予定です。',
      createdAt: at(3),
    },
    { articleId: returned.id, writerId: people.writerId, action: 'submit', body: '', createdAt: at(30) },
    {
      articleId: returned.id,
      writerId: people.editorId,
      action: 'return',
      body: 'リードで「何が変わるのか」をもう一歩具体的に書いてください。数字があると伝わります。',
      createdAt: at(26),
    },
  ]);
}
