// Seeds the 監修者: a doctor and a registered dietitian named on a few live 美容・健康 articles, one of
// those with a 訂正 and a 更新日, so the first start shows every part of the feature.

import { eq } from 'drizzle-orm';
import { jstDay } from '../../../contract/time.ts';
import type { Database } from '../../db/client.ts';
import { articles, media } from '../../db/schema/content.ts';
import { articleNotes, articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import { type DemoImage, drawPicture, renderWebp } from '../images.ts';

const DEMO_REVIEWERS = [
  {
    name: '森川 玲子',
    reading: 'もりかわ れいこ',
    credentials: '医師（皮膚科専門医）',
    affiliation: 'もりかわ皮膚科クリニック 院長',
    profile:
      '大学病院の皮膚科で10年勤めたのち、2018年に開業。肌荒れやエイジングケアの相談を年間3,000件以上受ける。「毎日続けられるケアがいちばん」がモットー。',
    links: [{ label: 'もりかわ皮膚科クリニック', url: 'https://clinic.example.jp/' }],
  },
  {
    name: '大野 さやか',
    reading: 'おおの さやか',
    credentials: '管理栄養士',
    affiliation: 'からだと食の相談室',
    profile:
      '病院の栄養指導を経て独立。忙しい家族の食卓に取り入れやすい献立と、無理のない食生活の見直しを提案している。',
    links: [{ label: '相談室のサイト', url: 'https://shokutaku.example.jp/' }],
  },
];

type SeededArticle = typeof articles.$inferSelect;

/** Draws the reviewers' pictures before the seeding transaction, as the other pictures are. */
export function renderReviewerPhotos(mediaDir: string): Promise<DemoImage[]> {
  return Promise.all(
    DEMO_REVIEWERS.map((_, i) =>
      renderWebp(drawPicture(i + 401, 256, 256), {
        mediaDir,
        key: `seed/reviewers/${i + 1}`,
        widths: [128, 256],
        width: 256,
        height: 256,
      }),
    ),
  );
}

export async function seedReviewers(
  db: Database,
  options: { photos: DemoImage[]; articleRows: SeededArticle[]; subtopicIds: Map<string, number>; now: Date },
): Promise<void> {
  const { photos, articleRows, subtopicIds, now } = options;
  await db.insert(media).values(
    photos.map((image) => ({
      url: image.url,
      variants: image.variants,
      width: image.width,
      height: image.height,
      mime: 'image/webp',
      bytes: image.bytes,
      alt: '監修者のプロフィール画像',
      createdAt: now,
    })),
  );
  const [doctor, dietitian] = await db
    .insert(reviewers)
    .values(DEMO_REVIEWERS.map((r, i) => ({ ...r, photoUrl: photos[i]?.url ?? null })))
    .returning({ id: reviewers.id });
  if (!doctor || !dietitian) throw new Error('insert returned no rows');

  const live = (slug: string) =>
    articleRows.filter(
      (a) =>
        a.categoryId === subtopicIds.get(slug) && a.status === 'published' && a.publishedAt && a.publishedAt <= now,
    );
  const skin = live('hair_makeup').slice(0, 2);
  const body = live('body').slice(0, 3);
  const links = [
    ...skin.map((a) => ({ articleId: a.id, reviewerId: doctor.id, position: 0 })),
    ...body.map((a) => ({ articleId: a.id, reviewerId: dietitian.id, position: 0 })),
    // One article checked by both: the byline names them in order.
    ...body.slice(0, 1).map((a) => ({ articleId: a.id, reviewerId: doctor.id, position: 1 })),
  ];
  if (links.length > 0) await db.insert(articleReviewers).values(links);

  const corrected = body[0] ?? skin[0];
  if (!corrected?.publishedAt) return;
  // Corrected and updated a day after it came out (or today, for an article out since this morning).
  const revisedAt = new Date(Math.min(corrected.publishedAt.getTime() + 24 * 60 * 60 * 1000, now.getTime()));
  await db.update(articles).set({ revisedAt }).where(eq(articles.id, corrected.id));
  await db.insert(articleNotes).values({
    articleId: corrected.id,
    writerId: corrected.writerId,
    kind: 'correction',
    notedOn: jstDay(revisedAt),
    body: '初出時、1日にとりたいたんぱく質の目安の数値に誤りがありました。お詫びして訂正いたします。',
  });
}
