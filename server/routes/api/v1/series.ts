// /api/v1/series: 連載 as numbered series (decision 037). Admins keep the series; whoever may manage an
// article puts it in one under a number (the article editor's 連載 section), and every writer reads
// the list to pick from.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import {
  articleIdQuery,
  episodeInput,
  episodeResponse,
  seriesInput,
  seriesListResponse,
  seriesResponse,
  seriesUpdate,
} from '../../../../contract/series.ts';
import { requireRole, requireWriter } from '../../../plugins/auth.ts';
import { getArticleEpisode, setArticleEpisode } from '../../../services/series/article-episode.ts';
import { createSeries } from '../../../services/series/create-series.ts';
import { deleteSeries } from '../../../services/series/delete-series.ts';
import { listSeries } from '../../../services/series/list-series.ts';
import { updateSeries } from '../../../services/series/update-series.ts';

const doc = { tags: ['series'], security: [{ jwt: [] }] };
const errors = errorResponses(401, 403, 404, 422);

const staff: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireWriter);
  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: '連載の一覧（新しい順。話数と次の話の番号つき）',
        response: { 200: seriesListResponse, ...errorResponses(401) },
      },
    },
    async () => listSeries(app.deps),
  );
  app.get(
    '/episode',
    {
      schema: {
        ...doc,
        summary: '記事が何の連載の第何話か（連載に入っていなければ episode: null）',
        querystring: articleIdQuery,
        response: { 200: episodeResponse, ...errors },
      },
    },
    async (request) => getArticleEpisode(app.deps, { writer: request.writer!, articleId: request.query.article_id }),
  );
  app.put(
    '/episode',
    {
      schema: {
        ...doc,
        summary:
          '記事を連載の第何話にする（episode_number を省くと次の番号。series_id: null で連載から外す。同じ連載の同じ話数は 422）',
        querystring: articleIdQuery,
        body: episodeInput,
        response: { 200: episodeResponse, ...errors },
      },
    },
    async (request) =>
      setArticleEpisode(app.deps, {
        writer: request.writer!,
        articleId: request.query.article_id,
        input: request.body,
      }),
  );
};

const admin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  app.post(
    '/new',
    {
      schema: { ...doc, summary: '連載を作成', body: seriesInput, response: { 201: seriesResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ series: await createSeries(app.deps, request.body) }),
  );
  app.patch(
    '/update',
    {
      schema: {
        ...doc,
        summary: '連載を更新（送った項目だけ）',
        querystring: idQuery,
        body: seriesUpdate,
        response: { 200: seriesResponse, ...errors },
      },
    },
    async (request) => ({ series: await updateSeries(app.deps, { id: request.query.id, input: request.body }) }),
  );
  app.delete(
    '/delete',
    {
      schema: {
        ...doc,
        summary: '連載を削除（記事はそのまま残り、話数だけがなくなる）',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteSeries(app.deps, request.query),
  );
};

const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staff);
  await app.register(admin);
};

export default seriesRoutes;
