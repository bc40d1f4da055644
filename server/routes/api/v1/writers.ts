// /api/v1/writers: writer accounts and the current session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody, pageQuery } from '../../../../contract/common.ts';
import {
  emailQuery,
  isLoginResponse,
  newWriterBody,
  publicWriterListResponse,
  publicWriterResponse,
  signUpBody,
  signUpResponse,
  updatedWriterResponse,
  updateSelfBody,
  updateWriterBody,
  writerListResponse,
  writerResponse,
  writerSearchQuery,
} from '../../../../contract/writers.ts';
import { requireRole, requireWriter } from '../../../plugins/auth.ts';
import { renewOwnSession } from '../../../services/auth/renew-own-session.ts';
import {
  createWriter,
  deleteWriter,
  getWriterByEmail,
  listTrashedWriters,
  listWriters,
  restoreWriter,
  searchWriters,
  updateSelf,
  updateWriter,
  viewWriter,
} from '../../../services/writers/manage-writers.ts';
import { getPublicWriter, listPublicWriters } from '../../../services/writers/public-writers.ts';
import { toWriterJson } from '../../../services/writers/writer-json.ts';

const writers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/is_login',
    {
      onRequest: requireWriter,
      schema: {
        tags: ['writers'],
        summary: 'サインイン中のライターを返す',
        security: [{ jwt: [] }],
        response: { 200: isLoginResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ writer: toWriterJson(request.writer!) }),
  );

  app.get(
    '/public_writers',
    {
      schema: {
        tags: ['writers'],
        summary: 'ライター一覧（公開用：メールアドレスや権限は含まない）',
        querystring: pageQuery,
        response: { 200: publicWriterListResponse, ...errorResponses(422) },
      },
    },
    async (request) => listPublicWriters(app.deps, request.query),
  );

  app.get(
    '/show_public',
    {
      schema: {
        tags: ['writers'],
        summary: 'ライターの公開プロフィール',
        querystring: idQuery,
        response: { 200: publicWriterResponse, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({ writer: await getPublicWriter(app.deps, request.query.id) }),
  );
};

const errors = errorResponses(401, 403, 404, 422);
const staffDoc = { tags: ['writers (staff)'], security: [{ jwt: [] }] };

/** Any signed-in writer: the staff directory and their own profile. */
const staffWriters: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireWriter);
  app.get(
    '/',
    {
      schema: {
        ...staffDoc,
        summary: 'ライター一覧（スタッフ用）',
        querystring: pageQuery,
        response: { 200: writerListResponse, ...errors },
      },
    },
    async (request) => listWriters(app.deps, request.query),
  );
  app.get(
    '/search',
    {
      schema: {
        ...staffDoc,
        summary: '名前でライターを検索（全角半角・大文字小文字を区別しない）',
        querystring: writerSearchQuery,
        response: { 200: writerListResponse, ...errors },
      },
    },
    async (request) => searchWriters(app.deps, request.query),
  );
  app.get(
    '/view',
    {
      schema: {
        ...staffDoc,
        summary: 'ライターの詳細（スタッフ用）',
        querystring: idQuery,
        response: { 200: writerResponse, ...errors },
      },
    },
    async (request) => ({
      writer: await viewWriter(app.deps, request.query.id),
    }),
  );
  app.patch(
    '/update',
    {
      schema: {
        ...staffDoc,
        summary:
          'ライターを更新（管理者は全員・権限も、ライターは自分のプロフィールのみ）。パスワードか権限を変えるとそのライターのセッションは終了する（自分のパスワードなら応答の token で続けられる）',
        querystring: idQuery,
        body: updateWriterBody,
        response: { 200: updatedWriterResponse, ...errors },
      },
    },
    async (request) => {
      const actor = request.writer!;
      const { id } = request.query;
      const writer = await updateWriter(app.deps, { actor, id, body: request.body });
      const passwordChanged = request.body.password !== undefined;
      return { writer, token: await renewOwnSession(app.deps, { actor, writerId: id, passwordChanged }) };
    },
  );
  app.put(
    '/update',
    {
      schema: {
        ...staffDoc,
        summary:
          'サインイン中のライターが自分のプロフィールを更新（メール・パスワードの変更には current_password が必要。パスワードを変えるとほかのセッションは終了し、応答の token がこの画面の新しいセッションになる）',
        body: updateSelfBody,
        response: { 200: updatedWriterResponse, ...errors },
      },
    },
    async (request) => {
      const actor = request.writer!;
      const writer = await updateSelf(app.deps, { actor, body: request.body });
      const passwordChanged = request.body.password !== undefined;
      return { writer, token: await renewOwnSession(app.deps, { actor, writerId: actor.id, passwordChanged }) };
    },
  );
};

/** Administrators only: accounts and the writers' trash. */
const adminWriters: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const doc = { tags: ['writers (admin)'], security: [{ jwt: [] }] };
  app.post(
    '/new',
    {
      schema: {
        ...doc,
        summary: 'ライターを作成（権限を指定）',
        body: newWriterBody,
        response: { 201: writerResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ writer: await createWriter(app.deps, request.body) }),
  );
  app.post(
    '/',
    {
      schema: {
        ...doc,
        summary: 'ライター登録（招待制：管理者が登録し、権限は常に writer）',
        body: signUpBody,
        response: { 201: signUpResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: { writer: await createWriter(app.deps, { ...request.body, role: 'writer' }) } }),
  );
  app.get(
    '/trash_writers',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のライター',
        querystring: pageQuery,
        response: { 200: writerListResponse, ...errors },
      },
    },
    async (request) => listTrashedWriters(app.deps, request.query),
  );
  app.delete(
    '/delete',
    {
      schema: {
        ...doc,
        summary: 'ライターをゴミ箱へ（サインインできなくなる）。ゴミ箱のライターは記事がなければ完全に削除',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteWriter(app.deps, { actor: request.writer!, id: request.query.id }),
  );
  app.put(
    '/restore',
    {
      schema: {
        ...doc,
        summary: 'ゴミ箱のライターを戻す',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => restoreWriter(app.deps, request.query.id),
  );
  app.get(
    '/get_writer_by_email',
    {
      schema: {
        ...doc,
        summary: 'メールアドレスでライターを探す',
        querystring: emailQuery,
        response: { 200: writerResponse, ...errors },
      },
    },
    async (request) => ({ writer: await getWriterByEmail(app.deps, request.query.email) }),
  );
};

const allWriters: FastifyPluginAsyncZod = async (app) => {
  await app.register(writers);
  await app.register(staffWriters);
  await app.register(adminWriters);
};

export default allWriters;
