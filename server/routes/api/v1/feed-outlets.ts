// /api/v1/feed_outlets: the news apps our articles are sent to, and each one's rule (admins only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contract/common.ts';
import { outletListResponse, outletQuery, outletResponse, outletUpdate } from '../../../../contract/feed-outlets.ts';
import { requireRole } from '../../../plugins/auth.ts';
import { listOutlets } from '../../../services/feeds/list-outlets.ts';
import { updateOutlet } from '../../../services/feeds/update-outlet.ts';

const feedOutlets: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const doc = { tags: ['feed outlets (admin)'], security: [{ jwt: [] }] };
  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: '配信先（ニュースアプリ）と、それぞれの配信ルール',
        response: { 200: outletListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ outlets: await listOutlets(app.deps) }),
  );
  app.patch(
    '/update',
    {
      schema: {
        ...doc,
        summary: '配信先のオン・オフと配信ルールを変える（送った項目だけ）。変えるとフィードのキャッシュも消える',
        querystring: outletQuery,
        body: outletUpdate,
        response: { 200: outletResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ outlet: await updateOutlet(app.deps, { id: request.query.id, input: request.body }) }),
  );
};

export default feedOutlets;
