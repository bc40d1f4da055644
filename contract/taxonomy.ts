// Categories and tags as they appear on the wire.
import { z } from 'zod';

export const tagRefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

export const categoryRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  parent: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reading: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  parent_id: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryDetailSchema = categorySchema.extend({
  parent: categorySchema.nullable(),
  children: z.array(categorySchema),
});

export const categoryTreeSchema = categorySchema.extend({ children: z.array(categorySchema) });
