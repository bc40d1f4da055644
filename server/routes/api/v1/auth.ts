// /api/v1/auth: sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contract/common.ts';
import { signInBody, signInResponse } from '../../../../contract/writers.ts';
import { deviceProofCookie, provenDevice } from '../../../auth/device-proof.ts';
import { rateLimits } from '../../../plugins/rate-limits.ts';
import { signIn } from '../../../services/auth/sign-in.ts';

/**
 * Wrong passwords allowed in 15 minutes. A guesser is slowed at one account from one address, and at
 * any accounts from one address; guesses spread over many addresses meet the account's ceiling.
 * None of these reach a browser the account's owner has signed in with before: it is counted by
 * itself, so a stranger cannot lock the owner out of it (decision 008).
 */
const WRONG_PASSWORDS = {
  perClientAndAccount: 10,
  perClient: 30,
  perAccount: 30,
  perProvenDevice: 10,
} as const;
const WINDOW = '15 minutes';

const auth: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const deviceOf = (request: { headers: { cookie?: string }; body: unknown }) =>
    provenDevice(config.jwtSecret, request.headers.cookie, String((request.body as { email?: unknown }).email ?? ''));
  const wrongPasswords = rateLimits(
    app,
    [
      {
        name: 'sign-in',
        by: 'client-and-account',
        max: WRONG_PASSWORDS.perClientAndAccount,
        timeWindow: WINDOW,
        count: 'failures',
      },
      { name: 'sign-in', by: 'client', max: WRONG_PASSWORDS.perClient, timeWindow: WINDOW, count: 'failures' },
      { name: 'sign-in', by: 'account', max: WRONG_PASSWORDS.perAccount, timeWindow: WINDOW, count: 'failures' },
      {
        name: 'sign-in',
        by: 'device-and-account',
        max: WRONG_PASSWORDS.perProvenDevice,
        timeWindow: WINDOW,
        count: 'failures',
      },
    ],
    { provenDevice: deviceOf },
  );
  app.post(
    '/sign_in',
    {
      ...wrongPasswords,
      schema: {
        tags: ['auth'],
        summary:
          'メールアドレスとパスワードでサインイン。成功すると、この端末でサインインしたことを示す Cookie を返す（他人の誤入力でこの端末が締め出されないように）',
        body: signInBody,
        response: { 200: signInResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const data = await signIn(app.deps, request.body);
      reply.header(
        'set-cookie',
        deviceProofCookie({
          secret: config.jwtSecret,
          email: request.body.email,
          deviceId: deviceOf(request),
          secure: config.siteUrl.startsWith('https:'),
        }),
      );
      return { data };
    },
  );
};

export default auth;
