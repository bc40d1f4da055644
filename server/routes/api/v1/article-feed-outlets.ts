// /api/v1/articles/:id/feed_outlets: the outlets one article is kept out of (its writer or an admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery } from '../../../../contract/common.ts';
import { articleOptOutsBody, articleOptOutsResponse } from '../../../../contract/feed-outlets.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { getArticleOptOuts } from '../../../services/feeds/get-article-opt-outs.ts';
import { setArticleOptOuts } from '../../../services/feeds/set-article-opt-outs.ts';

const articleFeedOutlets: FastifyPluginAsyncZod = async (app) => {
  const doc = { tags: ['articles (feeds)'], security: [{ jwt: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  app.get(
    '/:id/feed_outlets',
    {
      onRequest: requireWriter,
      schema: {
        ...doc,
        operationId: 'getArticleFeedOptOuts',
        summary: 'この記事を配信しない配信先',
        params: idQuery,
        response: { 200: articleOptOutsResponse, ...errors },
      },
    },
    async (request) => getArticleOptOuts(app.deps, { writer: request.writer!, articleId: request.params.id }),
  );
  app.put(
    '/:id/feed_outlets',
    {
      onRequest: requireWriter,
      schema: {
        ...doc,
        operationId: 'setArticleFeedOptOuts',
        summary: 'この記事を配信しない配信先を決める（送った一覧がそのまま残る）',
        params: idQuery,
        body: articleOptOutsBody,
        response: { 200: articleOptOutsResponse, ...errors },
      },
    },
    async (request) =>
      setArticleOptOuts(app.deps, {
        writer: request.writer!,
        articleId: request.params.id,
        optedOut: request.body.opted_out,
      }),
  );
};

export default articleFeedOutlets;
