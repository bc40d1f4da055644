// /api/v1/analytics: the first-party page-view beacon.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { pageViewBody, summaryQuery, summaryResponse } from '../../../../contract/analytics.ts';
import { messageBody, validationErrorBody } from '../../../../contract/common.ts';
import { requireWriter, writerFromHeader } from '../../../plugins/auth.ts';
import { summarizeViews } from '../../../services/analytics/summarize-views.ts';
import { hashVisitor } from '../../../services/analytics/visitor-hash.ts';

const analytics: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon posts a string as text/plain.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/page_views',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['analytics'],
        summary: 'ページビューを記録する（bot とサインイン中のスタッフは数えない）',
        body: pageViewBody,
        response: { 204: z.null(), 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      const counted = !isbot(userAgent) && !(await writerFromHeader(app.deps, request.headers.authorization));
      if (counted) {
        const now = new Date();
        app.analytics.buffer.add({
          at: now,
          path: request.body.path,
          articleId: request.body.article_id ?? null,
          referrerHost: request.body.referrer_host?.toLowerCase() ?? null,
          visitorHash: hashVisitor(await app.analytics.salts.saltFor(now), request.ip, userAgent),
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/summary',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['analytics'],
        security: [{ jwt: [] }],
        summary:
          '日別のページビューとユニーク訪問者、よく読まれた記事・カテゴリ・タグ・参照元（管理者は全体、ライターは自分の記事）',
        querystring: summaryQuery,
        response: { 200: summaryResponse, 401: messageBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      // The last minute's beacons are still in the buffer: count them too.
      await app.analytics.buffer.flush();
      return summarizeViews(app.deps, {
        viewer: request.writer!,
        days: request.query.days,
        articleId: request.query.article_id,
      });
    },
  );
};

export default analytics;
