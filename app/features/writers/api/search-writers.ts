// GET /api/v1/writers/search?name&page&per: staff whose name contains the words.
import { z } from 'zod';
import { pageQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';
import type { WriterPage } from './writer-page.ts';

export const searchWritersInput = pageQuery.extend({ name: z.string().trim().min(1).max(50) });

export function searchWriters(query: { name: string; page?: number; per?: number }): Promise<WriterPage> {
  return api<WriterPage>('GET', 'writers/search', { query });
}
