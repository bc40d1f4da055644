// GET /api/v1/writers/view?id: one writer as staff see them (with email and role).
import type { Writer, WriterResponse } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export async function getWriter(id: number): Promise<Writer> {
  return (await api<WriterResponse>('GET', 'writers/view', { query: { id } })).writer;
}
