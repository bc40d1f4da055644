// POST /api/v1/writers/new (admin): a new account with its role.
import { type NewWriterBody, newWriterBody, type Writer, type WriterResponse } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export const createWriterInput = newWriterBody;

/** 422 comes back as ApiError with `fieldErrors`. */
export async function createWriter(body: NewWriterBody): Promise<Writer> {
  return (await api<WriterResponse>('POST', 'writers/new', { body })).writer;
}
