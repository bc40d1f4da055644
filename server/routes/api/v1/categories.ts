// /api/v1/categories: reading categories (public). Management is admin-only and lives beside these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody, noContent, pageQuery } from '../../../../contract/common.ts';
import {
  categoryDetailResponse,
  categoryInput,
  categoryListResponse,
  categoryResponse,
  categorySearchQuery,
  categoryTreeResponse,
  categoryUpdate,
  reorderBody,
  tagsInMainCategoriesResponse,
  titleQuery,
  trashedCategoriesResponse,
} from '../../../../contract/taxonomy.ts';
import { requireRole } from '../../../plugins/auth.ts';
import {
  createCategory,
  deleteCategory,
  getCategoryForEdit,
  listTrashedCategories,
  moveCategoryToTrash,
  reorderCategories,
  restoreCategory,
  updateCategory,
} from '../../../services/categories/manage-categories.ts';
import {
  getCategory,
  getCategoryByTitle,
  listCategories,
  listCategoryTree,
  listTagsInMainCategories,
  searchCategories,
} from '../../../services/categories/read-categories.ts';

const errors = errorResponses(404, 422);

const categories: FastifyPluginAsyncZod = async (app) => {
  const doc = { tags: ['categories'] };
  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: 'カテゴリ一覧（メインカテゴリ、サブカテゴリの順）',
        querystring: pageQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request) => listCategories(app.deps, request.query),
  );
  app.get(
    '/tags_in_main_categories',
    {
      schema: {
        ...doc,
        summary: 'メインカテゴリごとに、よく使われているタグ',
        response: { 200: tagsInMainCategoriesResponse, ...errorResponses() },
      },
    },
    async () => listTagsInMainCategories(app.deps),
  );
  app.get(
    '/search',
    {
      schema: {
        ...doc,
        summary: 'カテゴリ検索（タイトル。全角半角・大文字小文字を区別しない）',
        querystring: categorySearchQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request) => searchCategories(app.deps, request.query),
  );
  app.get(
    '/search_by_title',
    {
      schema: {
        ...doc,
        summary: 'タイトルが完全に一致するカテゴリ',
        querystring: titleQuery,
        response: { 200: categoryResponse, ...errors },
      },
    },
    async (request) => ({ category: await getCategoryByTitle(app.deps, request.query.title) }),
  );
  app.get(
    '/view',
    {
      schema: {
        ...doc,
        summary: 'カテゴリの詳細（親と子を含む）',
        querystring: idQuery,
        response: { 200: categoryDetailResponse, ...errors },
      },
    },
    async (request) => ({ category: await getCategory(app.deps, request.query.id) }),
  );
  app.get(
    '/selection',
    {
      schema: {
        ...doc,
        summary: '選択用のカテゴリツリー',
        response: { 200: categoryTreeResponse, ...errorResponses() },
      },
    },
    async () => ({ categories: await listCategoryTree(app.deps) }),
  );
};

const adminCategories: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const doc = { tags: ['categories (admin)'], security: [{ jwt: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  app.get(
    '/edit',
    {
      schema: {
        ...doc,
        summary: '編集用のカテゴリ（ゴミ箱のものも）',
        querystring: idQuery,
        response: { 200: categoryResponse, ...errors },
      },
    },
    async (request) => ({ category: await getCategoryForEdit(app.deps, request.query.id) }),
  );
  app.post(
    '/new',
    {
      schema: {
        ...doc,
        summary: 'カテゴリを作成（title・slug・description・order・parent_id をクエリで渡す。親はメインカテゴリのみ）',
        querystring: categoryInput,
        response: { 201: categoryResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ category: await createCategory(app.deps, request.query) }),
  );
  app.patch(
    '/update',
    {
      schema: {
        ...doc,
        summary: 'カテゴリを更新',
        querystring: idQuery,
        body: categoryUpdate,
        response: { 200: categoryResponse, ...errors },
      },
    },
    async (request) => ({ category: await updateCategory(app.deps, request.query.id, request.body) }),
  );
  app.get(
    '/my_trash',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のカテゴリ（空なら 204）',
        response: { 200: trashedCategoriesResponse, 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const trashed = await listTrashedCategories(app.deps);
      return trashed.length === 0 ? reply.status(204).send(null) : { categories: trashed };
    },
  );
  app.put(
    '/move_to_trash',
    {
      schema: {
        ...doc,
        summary: 'カテゴリをゴミ箱へ',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => moveCategoryToTrash(app.deps, request.query.id),
  );
  app.put(
    '/restore',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のカテゴリを戻す',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => restoreCategory(app.deps, request.query.id),
  );
  app.delete(
    '/delete',
    {
      schema: {
        ...doc,
        summary: 'カテゴリをゴミ箱へ移す。ゴミ箱のカテゴリなら完全に削除（記事が残っていれば 422）',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteCategory(app.deps, request.query.id),
  );
  app.put(
    '/reorder',
    {
      schema: {
        ...doc,
        summary: 'カテゴリの並び順を保存（ids の順）',
        body: reorderBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => reorderCategories(app.deps, request.body.ids),
  );
};

const allCategories: FastifyPluginAsyncZod = async (app) => {
  await app.register(categories);
  await app.register(adminCategories);
};

export default allCategories;
