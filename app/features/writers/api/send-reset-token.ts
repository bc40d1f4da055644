// POST /api/v1/writers/send_token?id (admin): mails the writer a password-reset link and code.
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const sendResetTokenInput = idQuery;

export function sendResetToken(id: number): Promise<{ message: string }> {
  return api('POST', 'writers/send_token', { query: { id } });
}
