// The editorial calendar on the wire: scheduled and published articles between two JST days, and the
// scheduled updates of live articles at the time they are to replace them.
import { z } from 'zod';
import { articleCardSchema, manageListQuery } from './articles.ts';
import { idSchema } from './common.ts';
import { reviewStateSchema } from './review.ts';

/** The widest span one request may ask for: a month view's six weeks, with room to spare. */
export const CALENDAR_MAX_DAYS = 45;
/** More than any real span holds; a denser one is cut here and says so (`truncated`). */
export const CALENDAR_MAX_ARTICLES = 5000;

const jstDay = (name: string) =>
  z.iso.date({ error: `${name}は 2026-11-24 のような日付（YYYY-MM-DD）で指定してください` });

export const calendarQuery = z.object({
  /** The first day shown, in Japan. */
  from: jstDay('from'),
  /** The last day shown, in Japan (inclusive). */
  to: jstDay('to'),
  category: manageListQuery.shape.category,
  writer_id: idSchema.optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** What a calendar entry shows and what moving it needs (`updated_at` for the stale-copy check). */
const calendarArticleSchema = articleCardSchema
  .pick({ id: true, title: true, status: true, published_at: true, is_pr: true, updated_at: true })
  .extend({
    category: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    writer: z.object({ id: z.number().int(), name: z.string() }),
    update: z.object({ review_state: reviewStateSchema.nullable() }).nullable().meta({
      description:
        '予約更新の項目なら更新版の校正の状態（published_at は入れ替える日時、title は更新版のタイトル）。記事そのものの項目なら null',
    }),
  });
export type CalendarArticle = z.infer<typeof calendarArticleSchema>;

export const calendarResponse = z.object({
  articles: z.array(calendarArticleSchema),
  truncated: z.boolean().meta({ description: `該当が${CALENDAR_MAX_ARTICLES}件を超え、そこで打ち切ったときだけ true` }),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;
