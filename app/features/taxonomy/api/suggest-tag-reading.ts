// GET /api/v1/tags/reading (admin): the reading of a tag name in kanji (収納 → しゅうのう).
import type { z } from 'zod';
import type { tagReadingResponse } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function suggestTagReading(title: string): Promise<string> {
  return (await api<z.infer<typeof tagReadingResponse>>('GET', 'tags/reading', { query: { title } })).reading;
}
