// PATCH /api/v1/writers/update?id: an admin edits anyone (role included); the server refuses a
// writer anything but their own profile.
import { type UpdateWriterBody, updateWriterBody, type Writer } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export const updateWriterInput = updateWriterBody;

export async function updateWriter(id: number, body: UpdateWriterBody): Promise<Writer> {
  return (await api<{ writer: Writer }>('PATCH', 'writers/update', { query: { id }, body })).writer;
}
