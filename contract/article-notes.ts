// 訂正・追記 on the wire: dated notes an editor adds to an article, shown at its end and in its structured data.
import { z } from 'zod';
import { ARTICLE_NOTE_KINDS } from './article-note-kinds.ts';
import { idSchema, isoDate } from './common.ts';
import { todayInJapan } from './time.ts';

const kindField = z.enum(ARTICLE_NOTE_KINDS, { error: '種類は訂正（correction）か追記（addendum）を選んでください' });
/** A calendar day (Japan's), YYYY-MM-DD. */
const dayField = z.iso
  .date({ error: '日付は 2026-11-22 の形で入力してください', abort: true })
  // A note says what was corrected or added by then: a day still to come is a slip of the keyboard
  // (2062 for 2026) that would date a correction in the structured data ahead of time.
  .refine((day) => day <= todayInJapan(), '日付は今日までの日を入力してください');
const bodyField = z
  .string({ error: '内容を入力してください' })
  .trim()
  .min(1, '内容を入力してください')
  .max(1000, '内容は1000文字以内で入力してください');

export const articleNoteInput = z.object({
  article_id: idSchema,
  kind: kindField,
  /** Left out: today in Japan. */
  noted_on: dayField.optional(),
  body: bodyField,
});
export type ArticleNoteInput = z.infer<typeof articleNoteInput>;

export const articleNoteUpdate = z.object({
  kind: kindField.optional(),
  noted_on: dayField.optional(),
  body: bodyField.optional(),
});
export type ArticleNoteUpdate = z.infer<typeof articleNoteUpdate>;

export const articleNotesQuery = z.object({ article_id: idSchema });

/** What readers see of a note. */
const publicArticleNoteSchema = z.object({
  id: z.number().int(),
  kind: kindField,
  noted_on: z.string(),
  body: z.string(),
});
export type PublicArticleNote = z.infer<typeof publicArticleNoteSchema>;

const articleNoteSchema = publicArticleNoteSchema.extend({
  article_id: z.number().int(),
  /** Who added it; null once their account is gone. */
  writer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ArticleNote = z.infer<typeof articleNoteSchema>;

export const articleNoteResponse = z.object({ note: articleNoteSchema });
export type ArticleNoteResponse = z.infer<typeof articleNoteResponse>;
export const articleNoteListResponse = z.object({ notes: z.array(articleNoteSchema) });
export type ArticleNoteList = z.infer<typeof articleNoteListResponse>;
