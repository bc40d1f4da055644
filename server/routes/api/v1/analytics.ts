// /api/v1/analytics: the first-party page-view beacon and the dashboard's summary.

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { pageViewBody, summaryQuery, summaryResponse } from '../../../../contract/analytics.ts';
import { errorResponses, noContent } from '../../../../contract/common.ts';
import { classifyTrafficSource, withoutInAppNames } from '../../../../contract/traffic-sources.ts';
import { requireWriter, writerFromHeader } from '../../../plugins/auth.ts';
import { summarizeViews } from '../../../services/analytics/summarize-views.ts';
import { hashVisitor } from '../../../services/analytics/visitor-hash.ts';

/**
 * How many beacons are stored per minute (and hour) before the rest are answered but not kept. A
 * reader turns a page every few seconds at most; a household, an office or a carrier's shared
 * address stays well under the address allowances. A script replaying one browser gets 20 a minute,
 * and one claiming to be many browsers from one address 60 a minute, 600 an hour.
 *
 * Rankings count visitors of an article, and a visitor is only an address and a user agent, which
 * a script can rotate: one address adds at most 10 views of one article an hour and 30 a day,
 * however many browsers it claims to be. Readers sharing an address rarely read one article
 * more often than that; beyond it, their views are not what a ranking should be made of.
 */
const BEACON_ALLOWANCE = {
  perVisitorPerMinute: 20,
  perAddressPerArticlePerHour: 10,
  perAddressPerArticlePerDay: 30,
  perAddressPerMinute: 60,
  perAddressPerHour: 600,
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const analytics: FastifyPluginAsyncZod = async (app) => {
  const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? '';
  // Limit keys are salted hashes like the stored visitor hash: not even Redis holds an address.
  // An IPv6 address counts by its /64, the block one subscriber is given.
  const todaysSalt = () => app.analytics.salts.saltFor(new Date());
  const visitorKey = async (request: FastifyRequest) =>
    `page-view-visitor-${hashVisitor(await todaysSalt(), request.ip, userAgentOf(request))}`;
  const addressKey = async (request: FastifyRequest) =>
    `page-view-address-${hashVisitor(await todaysSalt(), normalizeIP(request.ip, 64), '')}`;
  const articleOf = (request: FastifyRequest) => (request.body as { article_id?: number | null }).article_id;
  const addressArticleKey = async (request: FastifyRequest) =>
    `page-view-article-${hashVisitor(await todaysSalt(), normalizeIP(request.ip, 64), `article:${articleOf(request)}`)}`;
  // With REDIS_URL the counts are shared by every instance; when Redis fails, beacons are kept.
  const limit = (options: { max: number; timeWindow: number; keyGenerator: (r: FastifyRequest) => Promise<string> }) =>
    app.createRateLimit({ ...options, skipOnError: true });
  const allowances = [
    { check: limit({ max: BEACON_ALLOWANCE.perVisitorPerMinute, timeWindow: MINUTE_MS, keyGenerator: visitorKey }) },
    {
      onlyForArticles: true,
      check: limit({
        max: BEACON_ALLOWANCE.perAddressPerArticlePerHour,
        timeWindow: HOUR_MS,
        keyGenerator: async (request) => `${await addressArticleKey(request)}-hour`,
      }),
    },
    {
      onlyForArticles: true,
      check: limit({
        max: BEACON_ALLOWANCE.perAddressPerArticlePerDay,
        timeWindow: 24 * HOUR_MS,
        keyGenerator: async (request) => `${await addressArticleKey(request)}-day`,
      }),
    },
    { check: limit({ max: BEACON_ALLOWANCE.perAddressPerMinute, timeWindow: MINUTE_MS, keyGenerator: addressKey }) },
    {
      check: limit({
        max: BEACON_ALLOWANCE.perAddressPerHour,
        timeWindow: HOUR_MS,
        keyGenerator: async (request) => `${await addressKey(request)}-hour`,
      }),
    },
  ];

  /**
   * False once the visitor, their address or their address's views of this article have used up an
   * allowance. Checked in order and stopping at the first refusal, so one browser's excess does not
   * eat its neighbours' share of the address.
   */
  async function withinAllowance(request: FastifyRequest): Promise<boolean> {
    const ofArticle = articleOf(request) != null;
    for (const { check, onlyForArticles } of allowances) {
      if (onlyForArticles && !ofArticle) continue;
      const result = await check(request);
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
        !isbot(withoutInAppNames(userAgent)) &&
        !(await writerFromHeader(app.deps, request.headers.authorization)) &&
        (await withinAllowance(request));
      // Beyond the allowance the answer is the same 204: a script learns nothing about where the
      // limit lies, and a reader behind a busy shared address never sees an error.
      if (counted) {
        const now = new Date();
        const referrerHost = request.body.referrer_host?.toLowerCase() ?? null;
        // Answered once stored: a crash after the answer loses nothing (decision 004).
        await app.analytics.buffer.add({
          at: now,
          path: request.body.path,
          articleId: request.body.article_id ?? null,
          referrerHost,
          outlet: classifyTrafficSource({
            utmSource: request.body.utm_source,
            utmMedium: request.body.utm_medium,
            clickId: request.body.click_id,
            referrerHost,
            userAgent,
          }),
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
