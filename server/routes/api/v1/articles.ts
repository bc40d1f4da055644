// /api/v1/articles: one article in full, for readers and for its editors.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleResponse } from '../../../../contract/articles.ts';
import { idQuery, messageBody, validationErrorBody } from '../../../../contract/common.ts';
import { writerFromHeader } from '../../../plugins/auth.ts';
import { getArticle } from '../../../services/articles/get-article.ts';

const articles: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/view',
    {
      schema: {
        tags: ['articles'],
        summary: '記事の詳細。公開中なら誰でも、下書き・予約・ゴミ箱の記事は書いた本人と管理者だけが見られる',
        querystring: idQuery,
        response: { 200: articleResponse, 404: messageBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const viewer = await writerFromHeader(app.deps, request.headers.authorization);
      return { article: await getArticle(app.deps, { id: request.query.id, viewer }) };
    },
  );
};

export default articles;
