// /api/v1/style_rules: the house dictionary (表記ルール). Every writer reads it (the editor checks
// against it as they type); only admins keep it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody } from '../../../../contract/common.ts';
import {
  starterLoadResponse,
  styleRuleInput,
  styleRuleListResponse,
  styleRuleResponse,
  styleRuleUpdate,
} from '../../../../contract/style-rules.ts';
import { requireRole, requireWriter } from '../../../plugins/auth.ts';
import { createStyleRule } from '../../../services/style-rules/create-style-rule.ts';
import { deleteStyleRule } from '../../../services/style-rules/delete-style-rule.ts';
import { listStyleRules } from '../../../services/style-rules/list-style-rules.ts';
import { loadStarterStyleRules } from '../../../services/style-rules/load-starter-style-rules.ts';
import { updateStyleRule } from '../../../services/style-rules/update-style-rule.ts';

const styleRules: FastifyPluginAsyncZod = async (app) => {
  const doc = { tags: ['style_rules'], security: [{ jwt: [] }] };
  const admin = { onRequest: requireRole('admin') };
  const errors = errorResponses(401, 403, 404, 422);
  app.get(
    '/',
    {
      onRequest: requireWriter,
      schema: {
        ...doc,
        summary: '表記ルールの一覧（新しい順。エディタのチェックに使うため、書き手も読める）',
        response: { 200: styleRuleListResponse, ...errorResponses(401) },
      },
    },
    async () => listStyleRules(app.deps),
  );
  app.post(
    '/new',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '表記ルールを追加（管理者。同じ表記は大文字・小文字を問わず一つだけ）',
        body: styleRuleInput,
        response: { 201: styleRuleResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ style_rule: await createStyleRule(app.deps, request.body) }),
  );
  app.post(
    '/load_starter',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '標準の表記ルールを読み込む（管理者。登録済みの表記はそのまま）',
        response: { 200: starterLoadResponse, ...errorResponses(401, 403) },
      },
    },
    async () => loadStarterStyleRules(app.deps),
  );
  app.patch(
    '/update',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '表記ルールを更新（管理者。送った項目だけ）',
        querystring: idQuery,
        body: styleRuleUpdate,
        response: { 200: styleRuleResponse, ...errors },
      },
    },
    async (request) => ({ style_rule: await updateStyleRule(app.deps, { id: request.query.id, input: request.body }) }),
  );
  app.delete(
    '/delete',
    {
      ...admin,
      schema: {
        ...doc,
        summary: '表記ルールを削除（管理者）',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteStyleRule(app.deps, request.query),
  );
};

export default styleRules;
