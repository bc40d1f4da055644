// Seeds the media: every demo picture drawn and written as WebP variants under the media dir, and
// each one listed in the media library (ads and shop photos included).
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/content.ts';
import { type DemoImage, drawCalendar, drawComic, drawPicture, inPool, renderWebp } from '../images.ts';

const THUMB_WIDTHS = [320, 640, 960, 1280];

export type DemoPictures = { thumbnails: DemoImage[]; avatars: DemoImage[]; banners: DemoImage[]; photos: DemoImage[] };

/** Draws the pictures before the seeding transaction, so it is not held open while they render. */
export async function renderDemoPictures(options: {
  mediaDir: string;
  /** How many of each: article thumbnails, writer avatars, ad banners and shop photos. */
  counts: Record<keyof DemoPictures, number>;
  /** The thumbnails (by index) that are comic strips: the episodes of 連載「コミック」. */
  comics: ReadonlySet<number>;
}): Promise<DemoPictures> {
  const { mediaDir, counts, comics } = options;
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  const picture = (seed: number, key: string, width: number, height: number, widths: number[]) => () =>
    renderWebp(drawPicture(seed, width, height), { mediaDir, key, widths, width, height });
  const [thumbnails, avatars, banners, photos] = await Promise.all([
    inPool(
      times(counts.thumbnails, (i) =>
        comics.has(i)
          ? () =>
              renderWebp(drawComic(i + 11, 1280, 720), {
                mediaDir,
                key: `seed/articles/${i + 1}`,
                widths: THUMB_WIDTHS,
                width: 1280,
                height: 720,
              })
          : picture(i + 11, `seed/articles/${i + 1}`, 1280, 720, THUMB_WIDTHS),
      ),
      4,
    ),
    inPool(
      times(counts.avatars, (i) => picture(i + 101, `seed/writers/${i + 1}`, 256, 256, [128, 256])),
      2,
    ),
    inPool(
      times(counts.banners, (i) => picture(i + 201, `seed/ads/${i + 1}`, 600, 314, [600])),
      2,
    ),
    inPool(
      times(
        counts.photos,
        (i) => () =>
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
  return { thumbnails, avatars, banners, photos };
}

/** The media library: every picture, uploaded a minute apart by the writers in turn. */
export async function seedMedia(
  db: Database,
  options: { pictures: DemoPictures; comics: ReadonlySet<number>; writerIds: number[]; now: Date },
): Promise<void> {
  const { pictures, comics, writerIds, now } = options;
  // Described as an editor would: what each kind of demo picture shows.
  const all = [
    ...pictures.thumbnails.map((image, i) => ({
      image,
      alt: comics.has(i) ? '家族が登場する4コマ漫画' : 'やわらかな色の図形を重ねたイメージ画像',
    })),
    ...pictures.avatars.map((image) => ({ image, alt: 'ライターのプロフィール画像' })),
    ...pictures.banners.map((image) => ({ image, alt: '広告バナー' })),
    // The calendars show day 1, 4, 7 … (drawCalendar above).
    ...pictures.photos.map((image, i) => ({ image, alt: `日めくりカレンダー（2027年・${i * 3 + 1}日のページ）` })),
  ];
  await db.insert(media).values(
    all.map(({ image, alt }, i) => ({
      writerId: writerIds[i % writerIds.length],
      url: image.url,
      variants: image.variants,
      width: image.width,
      height: image.height,
      mime: 'image/webp',
      bytes: image.bytes,
      alt,
      createdAt: new Date(now.getTime() - (all.length - i) * 60_000),
    })),
  );
}
