// PUT /api/v1/writers/update: the signed-in writer's own profile. A new email or password needs
// current_password (a wrong one is a 422 on that field). A new password ends every session; the
// answer carries a token for this one, stored at once so the next call is already signed with it.
import {
  type UpdatedWriterResponse,
  type UpdateSelfBody,
  updateSelfBody,
  type Writer,
} from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session-storage.ts';

export const updateProfileInput = updateSelfBody;

export async function updateProfile(body: UpdateSelfBody): Promise<Writer> {
  const { writer, token } = await api<UpdatedWriterResponse>('PUT', 'writers/update', { body });
  if (token) saveSession(token, writer);
  return writer;
}
