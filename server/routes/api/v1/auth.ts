// /api/v1/auth: sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contract/common.ts';
import { signInBody, signInResponse } from '../../../../contract/writers.ts';
import { rateLimits } from '../../../plugins/rate-limits.ts';
import { signIn } from '../../../services/auth/sign-in.ts';

const auth: FastifyPluginAsyncZod = async (app) => {
  // Wrong passwords for one account from wherever they come, and from one client at any accounts.
  const wrongPasswords = rateLimits(app, [
    { name: 'sign-in', by: 'account', max: 10, timeWindow: '15 minutes', count: 'failures' },
    { name: 'sign-in', by: 'client', max: 30, timeWindow: '15 minutes', count: 'failures' },
  ]);
  app.post(
    '/sign_in',
    {
      ...wrongPasswords,
      schema: {
        tags: ['auth'],
        summary: 'メールアドレスとパスワードでサインイン',
        body: signInBody,
        response: { 200: signInResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => ({ data: await signIn(app.deps, request.body) }),
  );
};

export default auth;
