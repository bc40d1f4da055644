// /api/v1/categories: reading categories (public). Management is admin-only and lives beside these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countedTagSchema } from '../../../../contract/article-feeds.ts';
import { idQuery, messageBody, metaSchema, pageQuery, validationErrorBody } from '../../../../contract/common.ts';
import {
  categoryDetailSchema,
  categoryInput,
  categorySchema,
  categoryTreeSchema,
  categoryUpdate,
  reorderBody,
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

const errors = { 404: messageBody, 422: validationErrorBody };

const categories: FastifyPluginAsyncZod = async (app) => {
  const doc = { tags: ['categories'] };
  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: 'カテゴリ一覧（メインカテゴリ、サブカテゴリの順）',
        querystring: pageQuery,
        response: { 200: z.object({ categories: z.array(categorySchema), meta: metaSchema }), ...errors },
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
        response: {
          200: z.object({
            categories: z.array(
              z.object({
                category: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
                tags: z.array(countedTagSchema),
              }),
            ),
          }),
        },
      },
    },
    async () => listTagsInMainCategories(app.deps),
  );
  const title = z.string({ error: 'タイトルを入力してください' }).trim().min(1, 'タイトルを入力してください').max(50);
  app.get(
    '/search',
    {
      schema: {
        ...doc,
        summary: 'カテゴリ検索（タイトル。全角半角・大文字小文字を区別しない）',
        querystring: pageQuery.extend({ title }),
        response: { 200: z.object({ categories: z.array(categorySchema), meta: metaSchema }), ...errors },
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
        querystring: z.object({ title }),
        response: { 200: z.object({ category: categorySchema }), ...errors },
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
        response: { 200: z.object({ category: categoryDetailSchema }), ...errors },
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
        response: { 200: z.object({ categories: z.array(categoryTreeSchema) }) },
      },
    },
    async () => ({ categories: await listCategoryTree(app.deps) }),
  );
};

const oneCategory = z.object({ category: categorySchema });

const adminCategories: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const doc = { tags: ['categories (admin)'], security: [{ jwt: [] }] };
  const auth = { 401: messageBody, 403: messageBody };
  app.get(
    '/edit',
    {
      schema: {
        ...doc,
        summary: '編集用のカテゴリ（ゴミ箱のものも）',
        querystring: idQuery,
        response: { 200: oneCategory, ...auth, ...errors },
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
        response: { 201: oneCategory, ...auth, ...errors },
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
        response: { 200: oneCategory, ...auth, ...errors },
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
        response: { 200: z.object({ categories: z.array(categorySchema) }), 204: z.null(), ...auth },
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
        response: { 200: messageBody, ...auth, ...errors },
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
        response: { 200: messageBody, ...auth, ...errors },
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
        response: { 200: messageBody, ...auth, ...errors },
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
        response: { 200: messageBody, ...auth, ...errors },
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
