// /api/v1/writers: writer accounts and the current session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '../../../../contract/common.ts';
import { isLoginResponse } from '../../../../contract/writers.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { toWriterJson } from '../../../services/writers/writer-json.ts';

const writers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/is_login',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['writers'],
        summary: 'サインイン中のライターを返す',
        security: [{ jwt: [] }],
        response: { 200: isLoginResponse, 401: messageBody },
      },
    },
    async (request) => ({ writer: toWriterJson(request.writer!) }),
  );
};

export default writers;
