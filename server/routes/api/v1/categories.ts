// /api/v1/categories: reading categories (public). Management is admin-only and lives beside these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countedTagSchema } from '../../../../contract/article-feeds.ts';
import { idQuery, messageBody, metaSchema, pageQuery, validationErrorBody } from '../../../../contract/common.ts';
import { categoryDetailSchema, categorySchema, categoryTreeSchema } from '../../../../contract/taxonomy.ts';
import {
  getCategory,
  listCategories,
  listCategoryTree,
  listTagsInMainCategories,
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

export default categories;
