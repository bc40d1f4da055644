// /api/v1/reviewers: 監修者, kept by admins. Writers may read the list to name them on their articles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import {
  reviewerInput,
  reviewerListQuery,
  reviewerListResponse,
  reviewerResponse,
  reviewerUpdate,
} from '../../../../contract/reviewers.ts';
import { requireRole, requireWriter } from '../../../plugins/auth.ts';
import { createReviewer } from '../../../services/reviewers/create-reviewer.ts';
import { deleteReviewer } from '../../../services/reviewers/delete-reviewer.ts';
import { listReviewers } from '../../../services/reviewers/list-reviewers.ts';
import { readReviewer } from '../../../services/reviewers/read-reviewer.ts';
import { restoreReviewer } from '../../../services/reviewers/restore-reviewer.ts';
import { updateReviewer } from '../../../services/reviewers/update-reviewer.ts';

const staff = { onRequest: requireWriter };
const admin = { onRequest: requireRole('admin') };
const doc = { tags: ['reviewers'], security: [{ jwt: [] }] };
const errors = errorResponses(401, 403, 404, 422);

const reviewers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      ...staff,
      schema: {
        ...doc,
        summary: '監修者の一覧（よみ順。keyword は名前・よみ・肩書き・所属から探す。trash=true でゴミ箱）',
        querystring: reviewerListQuery,
        response: { 200: reviewerListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => listReviewers(app.deps, request.query),
  );
  app.get(
    '/view',
    {
      ...staff,
      schema: {
        ...doc,
        summary: '監修者の詳細',
        querystring: idQuery,
        response: { 200: reviewerResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ reviewer: await readReviewer(app.deps, request.query) }),
  );
  app.post(
    '/new',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '監修者を登録（管理者だけ）',
        body: reviewerInput,
        response: { 201: reviewerResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ reviewer: await createReviewer(app.deps, request.body) }),
  );
  app.patch(
    '/update',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '監修者を更新（管理者だけ。送った項目だけ）',
        querystring: idQuery,
        body: reviewerUpdate,
        response: { 200: reviewerResponse, ...errors },
      },
    },
    async (request) => ({ reviewer: await updateReviewer(app.deps, { id: request.query.id, input: request.body }) }),
  );
  app.delete(
    '/delete',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '監修者をゴミ箱へ移す（記事のページから消える）。ゴミ箱の監修者なら完全に削除する（管理者だけ）',
        querystring: idQuery,
        response: { 200: messageBody.extend({ deleted: z.enum(['trash', 'permanently']) }), ...errors },
      },
    },
    async (request) => deleteReviewer(app.deps, request.query),
  );
  app.put(
    '/restore',
    {
      ...admin,
      schema: {
        ...doc,
        summary: 'ゴミ箱の監修者を戻す（管理者だけ）',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => restoreReviewer(app.deps, request.query),
  );
};

export default reviewers;
