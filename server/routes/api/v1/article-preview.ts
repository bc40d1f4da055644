// /api/v1/articles/…: links that show an unpublished article on its real page — the editor's own
// preview (of the saved article or of one revision), and share links for someone without an account (expiring, revocable).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery } from '../../../../contract/common.ts';
import {
  newShareLinkBody,
  previewLinkResponse,
  shareLinkListResponse,
  shareLinkParams,
  shareLinkResponse,
} from '../../../../contract/preview.ts';
import { revisionParams } from '../../../../contract/revisions.ts';
import { requireWriter } from '../../../plugins/auth.ts';
import {
  createEditorPreview,
  createShareLink,
  listShareLinks,
  revokeShareLink,
} from '../../../services/articles/review/preview-links.ts';

const staff = { onRequest: requireWriter };
const errors = errorResponses(401, 403, 404, 422);
const doc = { tags: ['articles (preview)'], security: [{ jwt: [] }] };

const articlePreview: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/preview_link',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'createPreviewLink',
        summary: '編集中の記事を記事ページそのままで見るリンク（1時間有効、noindex）',
        params: idQuery,
        response: { 200: previewLinkResponse, ...errors },
      },
    },
    async (request) => createEditorPreview(app.deps, { writer: request.writer!, articleId: request.params.id }),
  );

  app.post(
    '/:id/revisions/:revision_id/preview_link',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'createRevisionPreviewLink',
        summary: '記事の以前の版を記事ページそのままで見るリンク（1時間有効、noindex）',
        params: revisionParams,
        response: { 200: previewLinkResponse, ...errors },
      },
    },
    async (request) =>
      createEditorPreview(app.deps, {
        writer: request.writer!,
        articleId: request.params.id,
        revisionId: request.params.revision_id,
      }),
  );

  app.get(
    '/:id/share_links',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'listShareLinks',
        summary: '記事の共有リンク（新しい順、取り消し・期限切れも含む）',
        params: idQuery,
        response: { 200: shareLinkListResponse, ...errors },
      },
    },
    async (request) => ({
      share_links: await listShareLinks(app.deps, { writer: request.writer!, articleId: request.params.id }),
    }),
  );

  app.post(
    '/:id/share_links',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'createShareLink',
        summary: 'ログインしていない人（広告主など）に公開前の記事を見せる共有リンクを作る。期限つき・取り消し可',
        params: idQuery,
        body: newShareLinkBody,
        response: { 201: shareLinkResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        share_link: await createShareLink(app.deps, {
          writer: request.writer!,
          articleId: request.params.id,
          days: request.body.days,
        }),
      }),
  );

  app.delete(
    '/:id/share_links/:link_id',
    {
      ...staff,
      schema: {
        ...doc,
        operationId: 'revokeShareLink',
        summary: '共有リンクを取り消す（すぐに開けなくなる）',
        params: shareLinkParams,
        response: { 200: shareLinkResponse, ...errors },
      },
    },
    async (request) => ({
      share_link: await revokeShareLink(app.deps, {
        writer: request.writer!,
        articleId: request.params.id,
        linkId: request.params.link_id,
      }),
    }),
  );
};

export default articlePreview;
