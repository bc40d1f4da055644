// /api/v1/articles/duplicate: a new draft copied from an article (複製). A draft is nothing the
// public sees, so this is registered outside the writes that drop the public cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleResponse } from '../../../../contract/articles.ts';
import { errorResponses, idQuery } from '../../../../contract/common.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { duplicateArticle } from '../../../services/articles/manage/duplicate-article.ts';

const articleDuplicate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/duplicate',
    {
      onRequest: requireWriter,
      schema: {
        tags: ['articles (manage)'],
        security: [{ jwt: [] }],
        summary:
          '記事を複製して「（コピー）」付きの下書きを作る（本文・リード・タグ・カテゴリ・サムネイル・PR）。ライターは自分の記事だけ、管理者はどの記事も',
        querystring: idQuery,
        response: { 201: articleResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ article: await duplicateArticle(app.deps, { writer: request.writer!, id: request.query.id }) }),
  );
};

export default articleDuplicate;
