// /api/v1/articles: one article in full, and managing articles — drafts, publishing, edit locks, trash.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuery,
  articleConflictBody,
  articleLockedBody,
  articleResponse,
  articleSaveResponse,
  deleteArticleResponse,
  linkTargetsQuery,
  linkTargetsResponse,
  lockQuery,
  lockResponse,
  manageListQuery,
  manageListResponse,
  newArticleBody,
  updateArticleBody,
} from '../../../../contract/articles.ts';
import { errorResponses, idQuery, messageBody, pageQuery } from '../../../../contract/common.ts';
import {
  articleRevisionParams,
  restoreRevisionBody,
  revisionListResponse,
  revisionParams,
  revisionResponse,
} from '../../../../contract/revisions.ts';
import { publicCountsResponse } from '../../../../contract/taxonomy.ts';
import { requireWriter, writerFromHeader } from '../../../plugins/auth.ts';
import { getArticle } from '../../../services/articles/get-article.ts';
import { countPublicArticles } from '../../../services/articles/manage/count-public-articles.ts';
import { refreshLock, releaseLock } from '../../../services/articles/manage/edit-lock.ts';
import { liveLinkTargets } from '../../../services/articles/manage/link-targets.ts';
import { listManageableArticles } from '../../../services/articles/manage/list-manageable-articles.ts';
import { getRevision, listRevisions, restoreRevision } from '../../../services/articles/manage/revisions.ts';
import { createArticle, updateArticle } from '../../../services/articles/manage/save-article.ts';
import { deleteArticle, restoreArticle } from '../../../services/articles/manage/trash-article.ts';

const staff = { onRequest: requireWriter };
const errors = errorResponses(401, 403, 404, 422);
const doc = { tags: ['articles (manage)'], security: [{ jwt: [] }] };

const articles: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/view',
    {
      schema: {
        tags: ['articles'],
        summary: '記事の詳細。公開中なら誰でも、下書き・予約・ゴミ箱の記事は書いた本人と管理者だけが見られる',
        querystring: idQuery,
        response: { 200: articleResponse, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const viewer = await writerFromHeader(app.deps, request.headers.authorization);
      return { article: await getArticle(app.deps, { id: request.query.id, viewer }) };
    },
  );

  app.get(
    '/link_targets',
    {
      ...staff,
      schema: {
        ...doc,
        summary: '本文がリンクしている記事のうち、いま読者が開ける記事の ID（公開前のリンク切れの確認用）',
        querystring: linkTargetsQuery,
        response: { 200: linkTargetsResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => liveLinkTargets(app.deps, request.query.ids),
  );

  app.get(
    '/public_counts',
    {
      ...staff,
      schema: {
        ...doc,
        summary: 'サブカテゴリ・タグごとの公開中の記事数（ID ごと。0 件のものは含まない）',
        response: { 200: publicCountsResponse, ...errorResponses(401) },
      },
    },
    async () => countPublicArticles(app.deps),
  );

  app.get(
    '/',
    {
      ...staff,
      schema: {
        ...doc,
        summary:
          '管理用の記事一覧（ライターは自分の記事、管理者は全員の記事）。keyword はタイトル・リード・本文から探す',
        querystring: manageListQuery,
        response: { 200: manageListResponse, ...errors },
      },
    },
    async (request) => listManageableArticles(app.deps, { writer: request.writer!, query: request.query }),
  );

  app.get(
    '/admin_search',
    {
      ...staff,
      schema: {
        ...doc,
        summary: '管理用のタイトル検索',
        querystring: adminSearchQuery,
        response: { 200: manageListResponse, ...errors },
      },
    },
    async (request) =>
      listManageableArticles(app.deps, {
        writer: request.writer!,
        query: { ...request.query, keyword: request.query.title, sort: 'updated_at', order: 'desc' },
        titleOnly: true,
      }),
  );

  app.get(
    '/trash_articles',
    {
      ...staff,
      schema: {
        ...doc,
        summary: 'ゴミ箱の記事',
        querystring: pageQuery,
        response: { 200: manageListResponse, ...errors },
      },
    },
    async (request) =>
      listManageableArticles(app.deps, {
        writer: request.writer!,
        query: { ...request.query, sort: 'updated_at', order: 'desc' },
        trash: true,
      }),
  );

  app.post(
    '/new',
    {
      ...staff,
      schema: {
        ...doc,
        summary: '記事を作成（下書き・公開・予約）',
        body: newArticleBody,
        response: { 201: articleResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ article: await createArticle(app.deps, { writer: request.writer!, body: request.body }) }),
  );

  app.patch(
    '/update',
    {
      ...staff,
      schema: {
        ...doc,
        summary:
          '記事を更新。他の人が編集中なら 423、updated_at が古ければ 409（最新の記事を返す）。承認済みで公開を待つ記事の内容をライターが変えると校正待ちの下書きに戻り、notice がそう伝える',
        body: updateArticleBody,
        response: {
          200: articleSaveResponse,
          ...errors,
          409: articleConflictBody,
          423: articleLockedBody,
        },
      },
    },
    async (request) => updateArticle(app.deps, { writer: request.writer!, body: request.body }),
  );

  app.delete(
    '/delete',
    {
      ...staff,
      schema: {
        ...doc,
        summary: '記事をゴミ箱へ移す。ゴミ箱の記事なら完全に削除する',
        querystring: idQuery,
        response: {
          200: deleteArticleResponse,
          ...errors,
          423: articleLockedBody,
        },
      },
    },
    async (request) => deleteArticle(app.deps, { writer: request.writer!, id: request.query.id }),
  );

  app.put(
    '/restore',
    {
      ...staff,
      schema: {
        ...doc,
        summary: 'ゴミ箱の記事を戻す',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => restoreArticle(app.deps, { writer: request.writer!, id: request.query.id }),
  );

  app.patch(
    '/:id/refresh_locked_article',
    {
      ...staff,
      schema: {
        ...doc,
        summary: `編集ロックを取得・延長する（${120}秒）。他の人が編集中なら 423、管理者は force=true で引き継げる`,
        params: idQuery,
        querystring: lockQuery,
        response: { 200: lockResponse, ...errors, 423: articleLockedBody },
      },
    },
    async (request) =>
      refreshLock(app.deps, { writer: request.writer!, id: request.params.id, force: request.query.force === 'true' }),
  );

  app.patch(
    '/:id/unlock_article',
    {
      ...staff,
      schema: { ...doc, summary: '編集ロックを解除する', params: idQuery, response: { 200: lockResponse, ...errors } },
    },
    async (request) => releaseLock(app.deps, { writer: request.writer!, id: request.params.id }),
  );

  app.get(
    '/:id/revisions',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'listArticleRevisions',
        summary: '記事の版の一覧（新しい順）。保存のたびに1版、自動保存は編集1回分で1版にまとまる',
        params: articleRevisionParams,
        response: { 200: revisionListResponse, ...errors },
      },
    },
    async (request) => ({
      revisions: await listRevisions(app.deps, { writer: request.writer!, articleId: request.params.id }),
    }),
  );

  app.get(
    '/:id/revisions/:revision_id',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'getArticleRevision',
        summary: '記事の版の中身（タイトル・リード・本文・設定）',
        params: revisionParams,
        response: { 200: revisionResponse, ...errors },
      },
    },
    async (request) => ({
      revision: await getRevision(app.deps, {
        writer: request.writer!,
        articleId: request.params.id,
        revisionId: request.params.revision_id,
      }),
    }),
  );

  app.post(
    '/:id/revisions/:revision_id/restore',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'restoreArticleRevision',
        summary:
          '版の内容（タイトル・リード・本文・サムネイル・カテゴリ・タグ・PR）を新しい版として戻す。公開状態は変えない。保存と同じく 423・409',
        params: revisionParams,
        body: restoreRevisionBody,
        response: { 200: articleSaveResponse, ...errors, 409: articleConflictBody, 423: articleLockedBody },
      },
    },
    async (request) =>
      restoreRevision(app.deps, {
        writer: request.writer!,
        articleId: request.params.id,
        revisionId: request.params.revision_id,
        updatedAt: request.body.updated_at,
      }),
  );
};

export default articles;
