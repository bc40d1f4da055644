// PATCH /api/v1/writers/update?id: an admin edits anyone (role included); the server refuses a
// writer anything but their own profile. An admin who sets their own password here gets a token
// for this session (every other one ended), stored at once.
import {
  type UpdatedWriterResponse,
  type UpdateWriterBody,
  updateWriterBody,
  type Writer,
} from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session-storage.ts';

export const updateWriterInput = updateWriterBody;

export async function updateWriter(id: number, body: UpdateWriterBody): Promise<Writer> {
  const { writer, token } = await api<UpdatedWriterResponse>('PATCH', 'writers/update', { query: { id }, body });
  if (token) saveSession(token, writer);
  return writer;
}
