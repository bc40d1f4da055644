// /api/v1/writers: the password-reset calls (mail a link and a code, then set a new password).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as ZodPlugin } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import { getCodeBody, resetWithCodeBody, resetWithTokenBody } from '../../../../contract/writers.ts';
import { requireRole } from '../../../plugins/auth.ts';
import { rateLimits } from '../../../plugins/rate-limits.ts';
import {
  requestPasswordReset,
  resetPassword,
  sendResetToWriter,
} from '../../../services/password-reset/password-reset.ts';

// Per address and account, so guessing codes for one account is slow without blocking an office.
const limited = {
  rateLimit: {
    max: 5,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}:${String((request.body as { email?: unknown } | null)?.email ?? (request.query as { id?: unknown })?.id ?? '').toLowerCase()}`,
  },
};
const doc = { tags: ['password reset'] };
const responses = { 200: messageBody, ...errorResponses(422, 429) };

const passwordReset: ZodPlugin = async (app) => {
  // Per account from wherever the requests come, and per client at any accounts: mails sent,
  // and wrong links or codes (by link and by code counted together).
  const mails = rateLimits(app, [
    { name: 'reset-mail', by: 'account', max: 5, timeWindow: '15 minutes', count: 'attempts' },
    { name: 'reset-mail', by: 'client', max: 20, timeWindow: '15 minutes', count: 'attempts' },
  ]);
  const guesses = rateLimits(app, [
    { name: 'reset-guess', by: 'account', max: 5, timeWindow: '15 minutes', count: 'failures' },
    { name: 'reset-guess', by: 'client', max: 20, timeWindow: '15 minutes', count: 'failures' },
  ]);
  // Reset mails are sent after the answer: the app closes only once they are out.
  app.addHook('onClose', () => app.deps.mailer.idle());
  app.put(
    '/get_code',
    {
      ...mails,
      config: limited,
      schema: {
        ...doc,
        summary: 'パスワード再設定のリンクと確認コードをメールで送る（登録の有無にかかわらず同じ応答）',
        body: getCodeBody,
        response: responses,
      },
    },
    async (request) => requestPasswordReset(app.deps, request.body.email),
  );
  app.post(
    '/send_token',
    {
      config: limited,
      onRequest: requireRole('admin'),
      schema: {
        ...doc,
        security: [{ jwt: [] }],
        summary: '管理者がライターにパスワード再設定メールを送る',
        querystring: idQuery,
        response: { 200: messageBody, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => sendResetToWriter(app.deps, request.query.id),
  );
  app.post(
    '/reset',
    {
      ...guesses,
      config: limited,
      schema: {
        ...doc,
        summary: 'メールのリンク（token）で新しいパスワードを設定',
        body: resetWithTokenBody,
        response: responses,
      },
    },
    async (request) => resetPassword(app.deps, request.body),
  );
  app.put(
    '/reset_password',
    {
      ...guesses,
      config: limited,
      schema: {
        ...doc,
        summary: 'メールの6桁の確認コードで新しいパスワードを設定',
        body: resetWithCodeBody,
        response: responses,
      },
    },
    async (request) => resetPassword(app.deps, request.body),
  );
};

export default passwordReset;
