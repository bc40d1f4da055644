// /api/v1/articles/related_picks: the 関連記事 an editor picks for an article's related slot.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery } from '../../../../contract/common.ts';
import { relatedPicksBody, relatedPicksResponse } from '../../../../contract/related-articles.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { listRelatedPicks, replaceRelatedPicks } from '../../../services/articles/manage/related-picks.ts';

const staff = { onRequest: requireWriter };
const doc = { tags: ['articles (manage)'], security: [{ jwt: [] }] };

const articleRelated: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/related_picks',
    {
      ...staff,
      schema: {
        ...doc,
        summary:
          '手で選んだ関連記事（順番どおり）。shown が false の記事はいま公開されていないため、記事ページでは飛ばされる',
        querystring: idQuery,
        response: { 200: relatedPicksResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      related: await listRelatedPicks(app.deps, { writer: request.writer!, articleId: request.query.id }),
    }),
  );

  app.put(
    '/related_picks',
    {
      ...staff,
      schema: {
        ...doc,
        summary:
          '関連記事を選び直す（並べた順に記事ページの関連記事の先頭に出る。足りない分は自動のおすすめで埋まる）。新しく選べるのは公開中の記事だけ',
        querystring: idQuery,
        body: relatedPicksBody,
        response: { 200: relatedPicksResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      related: await replaceRelatedPicks(app.deps, {
        writer: request.writer!,
        articleId: request.query.id,
        relatedIds: request.body.related_ids,
      }),
    }),
  );
};

export default articleRelated;
