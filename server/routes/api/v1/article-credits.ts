// /api/v1/articles/…: what stands beside an article's text — its 監修者 and its dated 訂正・追記 —
// managed by its writer or an admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleNoteInput,
  articleNoteListResponse,
  articleNoteResponse,
  articleNotesQuery,
  articleNoteUpdate,
} from '../../../../contract/article-notes.ts';
import { articleLockedBody } from '../../../../contract/articles.ts';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import { articleReviewersBody, articleReviewersResponse } from '../../../../contract/reviewers.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import { createArticleNote } from '../../../services/article-notes/create-article-note.ts';
import { deleteArticleNote } from '../../../services/article-notes/delete-article-note.ts';
import { listArticleNotes } from '../../../services/article-notes/list-article-notes.ts';
import { updateArticleNote } from '../../../services/article-notes/update-article-note.ts';
import { getArticleReviewers } from '../../../services/reviewers/get-article-reviewers.ts';
import { setArticleReviewers } from '../../../services/reviewers/set-article-reviewers.ts';

const doc = { tags: ['articles (manage)'], security: [{ jwt: [] }] };
const errors = errorResponses(401, 403, 404, 422);

const articleCredits: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireWriter);
  app.get(
    '/reviewers',
    {
      schema: {
        ...doc,
        summary: '記事の監修者（書いた本人と管理者）',
        querystring: idQuery,
        response: { 200: articleReviewersResponse, ...errors },
      },
    },
    async (request) => ({
      reviewers: await getArticleReviewers(app.deps, { writer: request.writer!, articleId: request.query.id }),
    }),
  );
  app.put(
    '/reviewers',
    {
      schema: {
        ...doc,
        summary: '記事の監修者を選ぶ（全員を並び順で送る。空の配列で外す）。他の人が編集中なら 423',
        body: articleReviewersBody,
        response: { 200: articleReviewersResponse, ...errors, 423: articleLockedBody },
      },
    },
    async (request) => ({
      reviewers: await setArticleReviewers(app.deps, { writer: request.writer!, body: request.body }),
    }),
  );
  app.get(
    '/notes',
    {
      schema: {
        ...doc,
        summary: '記事の訂正・追記（日付の古い順）',
        querystring: articleNotesQuery,
        response: { 200: articleNoteListResponse, ...errors },
      },
    },
    async (request) => ({
      notes: await listArticleNotes(app.deps, { writer: request.writer!, articleId: request.query.article_id }),
    }),
  );
  app.post(
    '/notes/new',
    {
      schema: {
        ...doc,
        summary: '記事に訂正・追記を加える（noted_on を省くと今日の日付）',
        body: articleNoteInput,
        response: { 201: articleNoteResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ note: await createArticleNote(app.deps, { writer: request.writer!, input: request.body }) }),
  );
  app.patch(
    '/notes/update',
    {
      schema: {
        ...doc,
        summary: '訂正・追記を更新（送った項目だけ）',
        querystring: idQuery,
        body: articleNoteUpdate,
        response: { 200: articleNoteResponse, ...errors },
      },
    },
    async (request) => ({
      note: await updateArticleNote(app.deps, { writer: request.writer!, id: request.query.id, input: request.body }),
    }),
  );
  app.delete(
    '/notes/delete',
    {
      schema: {
        ...doc,
        summary: '訂正・追記を削除',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteArticleNote(app.deps, { writer: request.writer!, id: request.query.id }),
  );
};

export default articleCredits;
