// /api/v1/articles/:id/update…: 予約更新 — the pending version of a live article, its 校正 and its
// going live. Saving or discarding it changes nothing public (STAFF_ONLY_WRITES); an approval that
// puts it live at once drops the public cache as every public write does.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleLockedBody } from '../../../../contract/articles.ts';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import {
  SCHEDULED_UPDATE_LIST_MAX,
  scheduledUpdateBody,
  scheduledUpdateListQuery,
  scheduledUpdateListResponse,
  scheduledUpdateResponse,
  scheduledUpdateSaveResponse,
  updateConflictBody,
  updateReviewBody,
  updateReviewResponse,
} from '../../../../contract/scheduled-updates.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { discardScheduledUpdate } from '../../../services/articles/updates/discard-scheduled-update.ts';
import { getScheduledUpdate } from '../../../services/articles/updates/get-scheduled-update.ts';
import { listScheduledUpdates } from '../../../services/articles/updates/list-scheduled-updates.ts';
import { reviewScheduledUpdate } from '../../../services/articles/updates/review-scheduled-update.ts';
import { saveScheduledUpdate } from '../../../services/articles/updates/save-scheduled-update.ts';

const staff = { onRequest: requireWriter };
const errors = errorResponses(401, 403, 404, 422);
const doc = { tags: ['articles (scheduled updates)'], security: [{ jwt: [] }] };

const articleUpdates: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/updates',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'listScheduledUpdates',
        summary: `更新版（予約更新）の一覧。変更の古い順に${SCHEDULED_UPDATE_LIST_MAX}件まで。管理者はすべて、ライターは自分の記事のもの。review で校正の状態を絞る`,
        querystring: scheduledUpdateListQuery,
        response: { 200: scheduledUpdateListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => listScheduledUpdates(app.deps, { writer: request.writer!, query: request.query }),
  );

  app.get(
    '/:id/update',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'getScheduledUpdate',
        summary: '公開中の記事の更新版（予約更新）。なければ update は null',
        params: idQuery,
        response: { 200: scheduledUpdateResponse, ...errors },
      },
    },
    async (request) => ({
      update: await getScheduledUpdate(app.deps, { writer: request.writer!, articleId: request.params.id }),
    }),
  );

  app.put(
    '/:id/update',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'saveScheduledUpdate',
        summary:
          '公開中の記事の更新版を作る・保存する。送った項目だけが変わり、公開中の記事はそのまま。公開前の記事には 409、他の人が編集中なら 423、古い updated_at なら 409',
        params: idQuery,
        body: scheduledUpdateBody,
        response: { 200: scheduledUpdateSaveResponse, ...errors, 409: updateConflictBody, 423: articleLockedBody },
      },
    },
    async (request) =>
      saveScheduledUpdate(app.deps, { writer: request.writer!, articleId: request.params.id, body: request.body }),
  );

  app.delete(
    '/:id/update',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'discardScheduledUpdate',
        summary: '更新版を破棄する。公開中の記事はそのまま',
        params: idQuery,
        response: { 200: messageBody, ...errors, 423: articleLockedBody },
      },
    },
    async (request) => {
      await discardScheduledUpdate(app.deps, { writer: request.writer!, articleId: request.params.id });
      return { message: '更新版を破棄しました' };
    },
  );

  app.post(
    '/:id/update/review',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'reviewScheduledUpdate',
        summary:
          '更新版の校正。submit・withdraw はライターと管理者、return（コメント必須）は管理者、approve（承認して入れ替え・予約）と reschedule（日時の変更）は公開できる人だけ。状態が合わなければ 409',
        params: idQuery,
        body: updateReviewBody,
        response: { 200: updateReviewResponse, ...errors, 409: updateConflictBody, 423: articleLockedBody },
      },
    },
    async (request) =>
      reviewScheduledUpdate(app.deps, { writer: request.writer!, articleId: request.params.id, body: request.body }),
  );
};

export default articleUpdates;
