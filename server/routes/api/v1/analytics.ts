// /api/v1/analytics: the first-party page-view beacon and the dashboard's summary.

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { pageViewBody, summaryQuery, summaryResponse } from '../../../../contract/analytics.ts';
import { errorResponses, noContent } from '../../../../contract/common.ts';
import { requireWriter, writerFromHeader } from '../../../plugins/auth.ts';
import { summarizeViews } from '../../../services/analytics/summarize-views.ts';
import { hashVisitor } from '../../../services/analytics/visitor-hash.ts';

/**
 * How many beacons are stored per minute (and hour) before the rest are answered but not kept. A
 * reader turns a page every few seconds at most; a household, an office or a carrier's shared
 * address stays well under the address allowances. A script replaying one browser gets 20 a minute,
 * and one claiming to be many browsers from one address 60 a minute, 600 an hour.
 */
const BEACON_ALLOWANCE = {
  perVisitorPerMinute: 20,
  perAddressPerMinute: 60,
  perAddressPerHour: 600,
} as const;

const MINUTE_MS = 60_000;

const analytics: FastifyPluginAsyncZod = async (app) => {
  const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? '';
  // Limit keys are salted hashes like the stored visitor hash: not even Redis holds an address.
  // An IPv6 address counts by its /64, the block one subscriber is given.
  const todaysSalt = () => app.analytics.salts.saltFor(new Date());
  const visitorKey = async (request: FastifyRequest) =>
    `page-view-visitor-${hashVisitor(await todaysSalt(), request.ip, userAgentOf(request))}`;
  const addressKey = async (request: FastifyRequest) =>
    `page-view-address-${hashVisitor(await todaysSalt(), normalizeIP(request.ip, 64), '')}`;
  // With REDIS_URL the counts are shared by every instance; when Redis fails, beacons are kept.
  const allowances = [
    { max: BEACON_ALLOWANCE.perVisitorPerMinute, timeWindow: MINUTE_MS, keyGenerator: visitorKey },
    { max: BEACON_ALLOWANCE.perAddressPerMinute, timeWindow: MINUTE_MS, keyGenerator: addressKey },
    {
      max: BEACON_ALLOWANCE.perAddressPerHour,
      timeWindow: 60 * MINUTE_MS,
      keyGenerator: async (request: FastifyRequest) => `${await addressKey(request)}-hour`,
    },
  ].map((options) => app.createRateLimit({ ...options, skipOnError: true }));

  /**
   * False once the visitor or their address has used up an allowance. Checked in order and stopping
   * at the first refusal, so one browser's excess does not eat its neighbours' share of the address.
   */
  async function withinAllowance(request: FastifyRequest): Promise<boolean> {
    for (const limit of allowances) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) return false;
    }
    return true;
  }

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
        response: { 204: noContent, ...errorResponses(413, 415, 422) },
      },
    },
    async (request, reply) => {
      const userAgent = userAgentOf(request);
      const counted =
        !isbot(userAgent) &&
        !(await writerFromHeader(app.deps, request.headers.authorization)) &&
        (await withinAllowance(request));
      // Beyond the allowance the answer is the same 204: a script learns nothing about where the
      // limit lies, and a reader behind a busy shared address never sees an error.
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
      onRequest: requireWriter,
      schema: {
        tags: ['analytics'],
        security: [{ jwt: [] }],
        summary:
          '日別のページビューとユニーク訪問者、よく読まれた記事・カテゴリ・タグ・参照元（管理者は全体、ライターは自分の記事）',
        querystring: summaryQuery,
        response: { 200: summaryResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      // Read from the roll-up: the last minute's beacons show after the next run.
      summarizeViews(app.deps, {
        viewer: request.writer!,
        days: request.query.days,
        articleId: request.query.article_id,
      }),
  );
};

export default analytics;
