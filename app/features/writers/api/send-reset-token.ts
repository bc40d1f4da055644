// POST /api/v1/writers/send_token?id (admin): mails the writer a password-reset link and code.
import { api } from '../../../lib/api-client.ts';

export function sendResetToken(id: number): Promise<{ message: string }> {
  return api('POST', 'writers/send_token', { query: { id } });
}
