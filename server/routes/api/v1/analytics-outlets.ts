// /api/v1/analytics/outlets: the dashboard's 「流入元」, views and visitors per outlet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summaryQuery } from '../../../../contract/analytics.ts';
import { errorResponses } from '../../../../contract/common.ts';
import { outletTrafficResponse } from '../../../../contract/outlet-traffic.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { summarizeOutletTraffic } from '../../../services/analytics/summarize-outlet-traffic.ts';

const analyticsOutlets: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outlets',
    {
      onRequest: requireWriter,
      schema: {
        tags: ['analytics'],
        security: [{ jwt: [] }],
        summary:
          '流入元（SmartNews・Yahoo!ニュース・Google 検索・直接など）ごと、日別のページビューと訪問者（管理者は全体、ライターは自分の記事）',
        querystring: summaryQuery,
        response: { 200: outletTrafficResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      summarizeOutletTraffic(app.deps, {
        viewer: request.writer!,
        days: request.query.days,
        articleId: request.query.article_id,
      }),
  );
};

export default analyticsOutlets;
