// /api/v1/auth: sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody, validationErrorBody } from '../../../../contract/common.ts';
import { signInBody, signInResponse } from '../../../../contract/writers.ts';
import { signIn } from '../../../services/auth/sign-in.ts';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign_in',
    {
      // Per address and account, so one office behind one IP does not lock itself out.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            `${request.ip}:${String((request.body as { email?: unknown } | null)?.email ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'メールアドレスとパスワードでサインイン',
        body: signInBody,
        response: { 200: signInResponse, 401: messageBody, 422: validationErrorBody },
      },
    },
    async (request) => ({ data: await signIn(app.deps, request.body) }),
  );
};

export default auth;
