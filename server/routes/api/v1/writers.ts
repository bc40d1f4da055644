// /api/v1/writers: writer accounts and the current session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idQuery, messageBody, metaSchema, pageQuery, validationErrorBody } from '../../../../contract/common.ts';
import { isLoginResponse, publicWriterProfileSchema } from '../../../../contract/writers.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { getPublicWriter, listPublicWriters } from '../../../services/writers/public-writers.ts';
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

  app.get(
    '/public_writers',
    {
      schema: {
        tags: ['writers'],
        summary: 'ライター一覧（公開用：メールアドレスや権限は含まない）',
        querystring: pageQuery,
        response: {
          200: z.object({ writers: z.array(publicWriterProfileSchema), meta: metaSchema }),
          422: validationErrorBody,
        },
      },
    },
    async (request) => listPublicWriters(app.deps, request.query),
  );

  app.get(
    '/show_public',
    {
      schema: {
        tags: ['writers'],
        summary: 'ライターの公開プロフィール',
        querystring: idQuery,
        response: { 200: z.object({ writer: publicWriterProfileSchema }), 404: messageBody, 422: validationErrorBody },
      },
    },
    async (request) => ({ writer: await getPublicWriter(app.deps, request.query.id) }),
  );
};

export default writers;
