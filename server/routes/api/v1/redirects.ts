// /api/v1/redirects: the old addresses that answer 301 (DESIGN.md §8), kept by admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import {
  redirectInput,
  redirectListQuery,
  redirectListResponse,
  redirectResponse,
  redirectUpdate,
} from '../../../../contract/redirects.ts';
import { requireRole } from '../../../plugins/auth.ts';
import { createRedirect } from '../../../services/redirects/create-redirect.ts';
import { deleteRedirect } from '../../../services/redirects/delete-redirect.ts';
import { listRedirects } from '../../../services/redirects/list-redirects.ts';
import { updateRedirect } from '../../../services/redirects/update-redirect.ts';

const redirects: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const doc = { tags: ['redirects (admin)'], security: [{ jwt: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: 'リダイレクト一覧（新しい順。keyword は転送元・転送先のどちらかに含まれるもの）',
        querystring: redirectListQuery,
        response: { 200: redirectListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listRedirects(app.deps, request.query),
  );
  app.post(
    '/new',
    {
      schema: {
        ...doc,
        summary: 'リダイレクトを作成（転送先は to_path か article_id。転送元に戻る転送は 422）',
        body: redirectInput,
        response: { 201: redirectResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ redirect: await createRedirect(app.deps, request.body) }),
  );
  app.patch(
    '/update',
    {
      schema: {
        ...doc,
        summary: 'リダイレクトを更新（送った項目だけ）',
        querystring: idQuery,
        body: redirectUpdate,
        response: { 200: redirectResponse, ...errors },
      },
    },
    async (request) => ({
      redirect: await updateRedirect(app.deps, { id: request.query.id, input: request.body }),
    }),
  );
  app.delete(
    '/delete',
    {
      schema: {
        ...doc,
        summary: 'リダイレクトを削除',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteRedirect(app.deps, request.query),
  );
};

export default redirects;
