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
