// Shapes shared by every resource: pagination, ids, error bodies. Isomorphic: no server imports.
import { z } from 'zod';

// Validation messages fall back to Japanese wherever a schema does not word its own.
z.config(z.locales.ja());

export const DEFAULT_PER = 20;
export const MAX_PER = 100;

export const idSchema = z.coerce
  .number({ error: 'IDは数値で指定してください' })
  .int('IDは整数で指定してください')
  .positive('IDは1以上で指定してください')
  .max(2_147_483_647, 'IDが大きすぎます');

export const idQuery = z.object({ id: idSchema });

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'pageは数値で指定してください' })
    .int()
    .min(1, 'pageは1以上で指定してください')
    .default(1),
  per: z.coerce
    .number({ error: 'perは数値で指定してください' })
    .int()
    .min(1, 'perは1以上で指定してください')
    .max(MAX_PER, `perは${MAX_PER}以下で指定してください`)
    .default(DEFAULT_PER),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const metaSchema = z.object({
  page: z.number().int(),
  per: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Meta = z.infer<typeof metaSchema>;

export function pageMeta(page: PageQuery, total: number): Meta {
  return { page: page.page, per: page.per, total, total_pages: Math.ceil(total / page.per) };
}

export const messageBody = z.object({ message: z.string() });
export const validationErrorBody = z.object({ errors: z.record(z.string(), z.array(z.string())) });

export const isoDate = z.iso.datetime({ offset: true });
