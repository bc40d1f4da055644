// /api/v1/tags: reading tags (public). Tag management is admin-only and lives beside these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countedTagSchema } from '../../../../contract/article-feeds.ts';
import { idQuery, messageBody, metaSchema, pageQuery, validationErrorBody } from '../../../../contract/common.ts';
import { tagRefSchema, tagSchema } from '../../../../contract/taxonomy.ts';
import { listTrendingTags } from '../../../services/tags/list-trending-tags.ts';
import { getTag, listTagSelection, listTags, searchTags } from '../../../services/tags/read-tags.ts';

const tagList = z.object({ tags: z.array(tagSchema), meta: metaSchema });
const oneTag = z.object({ tag: tagSchema });
const errors = { 404: messageBody, 422: validationErrorBody };
const keyword = z
  .string({ error: 'キーワードを入力してください' })
  .trim()
  .min(1, 'キーワードを入力してください')
  .max(50, 'キーワードは50文字以内で入力してください');

const tags: FastifyPluginAsyncZod = async (app) => {
  const doc = { tags: ['tags'] };
  app.get(
    '/',
    {
      schema: { ...doc, summary: 'タグ一覧（並び順）', querystring: pageQuery, response: { 200: tagList, ...errors } },
    },
    async (request) => listTags(app.deps, request.query),
  );
  app.get(
    '/trendings',
    {
      schema: {
        ...doc,
        summary: '人気のタグ（直近7日間によく読まれた記事のタグ、閲覧数順）',
        response: { 200: z.object({ tags: z.array(countedTagSchema) }) },
      },
    },
    async () => ({ tags: await listTrendingTags(app.deps) }),
  );
  app.get(
    '/search',
    {
      schema: {
        ...doc,
        summary: 'タグ検索（タイトル・読み・スラッグ。全角半角・大文字小文字を区別しない）。title または keyword',
        querystring: pageQuery.extend({ title: keyword.optional(), keyword: keyword.optional() }),
        response: { 200: tagList, ...errors },
      },
    },
    async (request) => {
      const text = request.query.keyword ?? request.query.title;
      if (!text)
        return { tags: [], meta: { page: request.query.page, per: request.query.per, total: 0, total_pages: 0 } };
      return searchTags(app.deps, { ...request.query, keyword: text });
    },
  );
  app.get(
    '/search_by_title',
    {
      schema: {
        ...doc,
        summary: 'タイトルが完全に一致するタグ',
        querystring: z.object({ title: keyword }),
        response: { 200: oneTag, ...errors },
      },
    },
    async (request) => ({ tag: await getTag(app.deps, { title: request.query.title }) }),
  );
  app.get(
    '/view',
    { schema: { ...doc, summary: 'タグの詳細', querystring: idQuery, response: { 200: oneTag, ...errors } } },
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
        response: { 200: z.object({ tags: z.array(tagRefSchema) }) },
      },
    },
    async () => listTagSelection(app.deps),
  );
};

export default tags;
