// /api/v1/articles: what the public reads — index, feeds, rankings, search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleListResponse, publicIndexQuery } from '../../../../contract/articles.ts';
import { validationErrorBody } from '../../../../contract/common.ts';
import { listPublicArticles } from '../../../services/articles/list-public-articles.ts';

const articlesPublic: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public_index',
    {
      schema: {
        tags: ['articles'],
        summary: '公開中の記事一覧（新しい順）',
        querystring: publicIndexQuery,
        response: { 200: articleListResponse, 422: validationErrorBody },
      },
    },
    async (request) => listPublicArticles(app.deps, request.query),
  );
};

export default articlesPublic;
