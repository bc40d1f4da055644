// GET /api/v1/tags/reading (admin): the reading of a tag or category name (収納 → しゅうのう), and
// that reading cut into the words a suggested slug spells apart.
import type { z } from 'zod';
import type { tagReadingResponse } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export type SuggestedReading = z.infer<typeof tagReadingResponse>;

export function suggestTagReading(title: string): Promise<SuggestedReading> {
  return api<SuggestedReading>('GET', 'tags/reading', { query: { title } });
}
