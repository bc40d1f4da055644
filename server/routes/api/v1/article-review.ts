// /api/v1/articles/…: 校正 — submitting, returning and approving an article, and the review's comments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleConflictBody, articleLockedBody, articleResponse } from '../../../../contract/articles.ts';
import { errorResponses, idQuery } from '../../../../contract/common.ts';
import {
  commentListResponse,
  commentResponse,
  newCommentBody,
  reviewActionBody,
  reviewSettingsResponse,
} from '../../../../contract/review.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { mayPublish } from '../../../services/articles/manage/save-article.ts';
import { addComment, listComments } from '../../../services/articles/review/article-comments.ts';
import { reviewArticle } from '../../../services/articles/review/review-article.ts';

const staff = { onRequest: requireWriter };
const errors = errorResponses(401, 403, 404, 422);
const doc = { tags: ['articles (review)'], security: [{ jwt: [] }] };

const articleReview: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review_settings',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'getReviewSettings',
        summary: '校正の設定：ライターが校正なしで公開できるか',
        response: { 200: reviewSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      writers_may_publish: app.deps.config.writersMayPublish,
      may_publish: mayPublish(app.deps, request.writer!),
    }),
  );

  app.post(
    '/:id/review',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'reviewArticle',
        summary:
          '校正の操作。submit（校正に出す）・withdraw（取り下げる）はライターと管理者、return（差し戻す・コメント必須）・approve（承認して公開・予約）は管理者だけ。状態が合わなければ 409、保存と同じく 423・409',
        params: idQuery,
        body: reviewActionBody,
        response: { 200: articleResponse, ...errors, 409: articleConflictBody, 423: articleLockedBody },
      },
    },
    async (request) => ({
      article: await reviewArticle(app.deps, { writer: request.writer!, id: request.params.id, body: request.body }),
    }),
  );

  app.get(
    '/:id/comments',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'listArticleComments',
        summary: '記事の校正コメント（古い順）。校正の操作に添えたコメントも含む',
        params: idQuery,
        response: { 200: commentListResponse, ...errors },
      },
    },
    async (request) => ({
      comments: await listComments(app.deps, { writer: request.writer!, articleId: request.params.id }),
    }),
  );

  app.post(
    '/:id/comments',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'addArticleComment',
        summary: '記事にコメントする。quote は本文のどの部分についてのコメントか',
        params: idQuery,
        body: newCommentBody,
        response: { 201: commentResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        comment: await addComment(app.deps, {
          writer: request.writer!,
          articleId: request.params.id,
          body: request.body,
        }),
      }),
  );
};

export default articleReview;
