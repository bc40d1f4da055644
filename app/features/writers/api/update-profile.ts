// PUT /api/v1/writers/update: the signed-in writer's own profile. A new email or password needs
// current_password (a wrong one is a 422 on that field).
import { type UpdateSelfBody, updateSelfBody, type Writer } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export const updateProfileInput = updateSelfBody;

export async function updateProfile(body: UpdateSelfBody): Promise<Writer> {
  return (await api<{ writer: Writer }>('PUT', 'writers/update', { body })).writer;
}
