// What a writer's byline shows besides the name: よみ (kana), 肩書き and links to their own accounts.
// The profile form's and the API's checks; the public pages read sns-links.ts, which has no Zod.
import { z } from 'zod';
import { isHttpsUrl, SNS_SERVICES, type SnsService, shownSnsLinks } from './sns-links.ts';

const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・ 　]+$/u;

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const readingField = z.preprocess(
  blankAsNull,
  z
    .string()
    .trim()
    .max(50, 'よみは50文字以内で入力してください')
    .regex(KANA, 'よみはひらがなかカタカナで入力してください')
    .nullable()
    .optional(),
);

const jobTitleField = z.preprocess(
  blankAsNull,
  z.string().trim().max(50, '肩書きは50文字以内で入力してください').nullable().optional(),
);

function linkField(label: string) {
  return z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .max(500, `${label}のURLが長すぎます`)
      .refine(isHttpsUrl, `${label}のURLは https:// から始まるアドレスで入力してください`)
      .nullable()
      .optional(),
  );
}

/** Sent whole: services left out or blank are removed. */
const snsLinksField = z
  .strictObject(
    Object.fromEntries(SNS_SERVICES.map(({ key, label }) => [key, linkField(label)])) as Record<
      SnsService,
      ReturnType<typeof linkField>
    >,
    { error: 'SNSのリンクは x・instagram・youtube・tiktok・website のURLで指定してください' },
  )
  .transform((links) => shownSnsLinks(links))
  .nullable()
  .optional();

export const bylineFields = { reading: readingField, job_title: jobTitleField, sns_links: snsLinksField };

export const publicBylineSchema = {
  reading: z.string().nullable(),
  job_title: z.string().nullable(),
  sns_links: z.object(
    Object.fromEntries(SNS_SERVICES.map(({ key }) => [key, z.string().optional()])) as Record<
      SnsService,
      z.ZodOptional<z.ZodString>
    >,
  ),
};
