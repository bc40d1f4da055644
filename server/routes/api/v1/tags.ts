// /api/v1/tags: reading tags (public). Tag management is admin-only and lives beside these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody, noContent, pageMeta, pageQuery } from '../../../../contract/common.ts';
import {
  countedTagsResponse,
  reorderBody,
  tagInput,
  tagListResponse,
  tagReadingResponse,
  tagResponse,
  tagSearchQuery,
  tagSelectionResponse,
  tagUpdate,
  titleQuery,
  trashedTagsResponse,
} from '../../../../contract/taxonomy.ts';
import { requireRole } from '../../../plugins/auth.ts';
import { listTagsOfTrendingArticles } from '../../../services/articles/public/trending-tags.ts';
import {
  createTag,
  deleteTag,
  getTagForEdit,
  listTrashedTags,
  moveTagToTrash,
  reorderTags,
  restoreTag,
  updateTag,
} from '../../../services/tags/manage-tags.ts';
import { getTag, listTagSelection, listTags, searchTags } from '../../../services/tags/read-tags.ts';

const errors = errorResponses(404, 422);

const tags: FastifyPluginAsyncZod = async (app) => {
  const doc = { tags: ['tags'] };
  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: 'タグ一覧（並び順）',
        querystring: pageQuery,
        response: { 200: tagListResponse, ...errors },
      },
    },
    async (request) => listTags(app.deps, request.query),
  );
  app.get(
    '/trendings',
    {
      schema: {
        ...doc,
        summary: '人気のタグ（直近7日間によく読まれた記事のタグ、閲覧数順）',
        response: { 200: countedTagsResponse, ...errorResponses() },
      },
    },
    async () => ({ tags: await listTagsOfTrendingArticles(app.deps, { limit: 20 }) }),
  );
  app.get(
    '/search',
    {
      schema: {
        ...doc,
        summary: 'タグ検索（タイトル・読み・スラッグ。全角半角・大文字小文字を区別しない）。title または keyword',
        querystring: tagSearchQuery,
        response: { 200: tagListResponse, ...errors },
      },
    },
    async (request) => {
      const text = request.query.keyword ?? request.query.title;
      if (!text) return { tags: [], meta: pageMeta(request.query, 0) };
      return searchTags(app.deps, { ...request.query, keyword: text });
    },
  );
  app.get(
    '/search_by_title',
    {
      schema: {
        ...doc,
        summary: 'タイトルが完全に一致するタグ',
        querystring: titleQuery,
        response: { 200: tagResponse, ...errors },
      },
    },
    async (request) => ({ tag: await getTag(app.deps, { title: request.query.title }) }),
  );
  app.get(
    '/view',
    { schema: { ...doc, summary: 'タグの詳細', querystring: idQuery, response: { 200: tagResponse, ...errors } } },
    async (request) => ({
      tag: await getTag(app.deps, { id: request.query.id }),
    }),
  );
  app.get(
    '/selection',
    {
      schema: {
        ...doc,
        summary: '選択用の全タグ（軽量）',
        response: { 200: tagSelectionResponse, ...errorResponses() },
      },
    },
    async () => listTagSelection(app.deps),
  );
};

const adminTags: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const doc = { tags: ['tags (admin)'], security: [{ jwt: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  app.get(
    '/edit',
    {
      schema: {
        ...doc,
        summary: '編集用のタグ（ゴミ箱のものも）',
        querystring: idQuery,
        response: { 200: tagResponse, ...errors },
      },
    },
    async (request) => ({
      tag: await getTagForEdit(app.deps, request.query.id),
    }),
  );
  app.get(
    '/reading',
    {
      schema: {
        ...doc,
        summary:
          'タグ名・カテゴリ名の読みの候補（ひらがな。辞書にない語は書かれたまま）と、スラッグで区切る語ごとの読み',
        querystring: titleQuery,
        response: { 200: tagReadingResponse, ...errors },
      },
    },
    async (request) => {
      const [reading, words] = await Promise.all([
        app.deps.dictionary.readingOf(request.query.title),
        app.deps.dictionary.phrasesOf(request.query.title),
      ]);
      return { reading, words };
    },
  );
  app.post(
    '/new',
    {
      schema: {
        ...doc,
        summary: 'タグを作成（title・slug・description・order・reading をクエリで渡す）',
        querystring: tagInput,
        response: { 201: tagResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ tag: await createTag(app.deps, request.query) }),
  );
  app.patch(
    '/update',
    {
      schema: {
        ...doc,
        summary: 'タグを更新（access_token ヘッダーは受け付けて無視する）',
        querystring: idQuery,
        body: tagUpdate,
        response: { 200: tagResponse, ...errors },
      },
    },
    async (request) => ({ tag: await updateTag(app.deps, request.query.id, request.body) }),
  );
  app.put(
    '/move_to_trash',
    {
      schema: {
        ...doc,
        summary: 'タグをゴミ箱へ',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => moveTagToTrash(app.deps, request.query.id),
  );
  app.get(
    '/my_trash',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のタグ（空なら 204）',
        response: { 200: trashedTagsResponse, 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const trashed = await listTrashedTags(app.deps);
      return trashed.length === 0 ? reply.status(204).send(null) : { tags: trashed };
    },
  );
  app.put(
    '/restore',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のタグを戻す',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => restoreTag(app.deps, request.query.id),
  );
  app.delete(
    '/delete',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のタグを完全に削除',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteTag(app.deps, request.query.id),
  );
  app.put(
    '/reorder',
    {
      schema: {
        ...doc,
        summary: 'タグの並び順を保存（ids の順）',
        body: reorderBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => reorderTags(app.deps, request.body.ids),
  );
};

const allTags: FastifyPluginAsyncZod = async (app) => {
  await app.register(tags);
  await app.register(adminTags);
};

export default allTags;
