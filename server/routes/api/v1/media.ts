// /api/v1/media: the media library and uploads (signed-in writers; deleting is for admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idQuery, messageBody, pageQuery } from '../../../../contract/common.ts';
import {
  duplicateUploadBody,
  importMediaBody,
  mediaListResponse,
  mediaResponse,
  mediaSearchQuery,
  mediaUsageResponse,
  updateMediaBody,
  uploadBody,
  uploadQuery,
  uploadResponse,
} from '../../../../contract/media.ts';
import { AppError } from '../../../errors.ts';
import { requireRole, requireWriter } from '../../../plugins/auth.ts';
import multipartPlugin from '../../../plugins/external/multipart.ts';
import { deleteMedia } from '../../../services/media/delete-media.ts';
import { importMedia } from '../../../services/media/import-media.ts';
import { listMedia } from '../../../services/media/list-media.ts';
import { getMediaUsage } from '../../../services/media/media-usage.ts';
import { updateMedia } from '../../../services/media/update-media.ts';
import { uploadMedia } from '../../../services/media/upload-media.ts';

const TOO_LARGE = 'ファイルサイズは10MBまでです';
const errors = errorResponses(401, 403, 404, 422);
const doc = { tags: ['media'], security: [{ jwt: [] }] };

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin);
  app.addHook('onRequest', requireWriter);

  app.get(
    '/',
    {
      schema: {
        ...doc,
        summary: 'メディア一覧（新しい順）',
        querystring: pageQuery,
        response: { 200: mediaListResponse, ...errors },
      },
    },
    async (request) => listMedia(app.deps, request.query),
  );
  app.get(
    '/search',
    {
      schema: {
        ...doc,
        summary: 'メディア検索（ファイル名・代替テキスト・アップロードしたライター）',
        querystring: mediaSearchQuery,
        response: { 200: mediaListResponse, ...errors },
      },
    },
    async (request) => listMedia(app.deps, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        ...doc,
        summary:
          '画像をアップロード（multipart の file。JPEG・PNG・WebP・GIF・AVIF、10MBまで。メタデータを除去し WebP の縮小版を作る）。duplicate=refuse なら、同じファイルからの画像がすでにあれば 409 でその画像を返す',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        body: uploadBody,
        response: { 201: uploadResponse, 409: duplicateUploadBody, ...errorResponses(401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw AppError.validation({ file: ['画像ファイルを選んでください'] });
      const file = await request.file();
      if (!file) throw AppError.validation({ file: ['画像ファイルを選んでください'] });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payload_too_large', TOO_LARGE);
        throw error;
      }
      const result = await uploadMedia(app.deps, {
        writerId: request.writer!.id,
        filename: file.filename,
        data,
        duplicate: request.query.duplicate,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/import',
    {
      schema: {
        ...doc,
        summary:
          '他のサイトの画像を取り込む（貼り付けた画像を直リンクにしないため。公開されていない宛先は拒否、10MBまで）',
        body: importMediaBody,
        response: { 201: uploadResponse, ...errorResponses(401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const result = await importMedia(app.deps, { writerId: request.writer!.id, url: request.body.url });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/usage',
    {
      schema: {
        ...doc,
        summary: '画像が使われている場所（記事・プロフィール・広告・ショップ）',
        querystring: idQuery,
        response: { 200: mediaUsageResponse, ...errors },
      },
    },
    async (request) => getMediaUsage(app.deps, request.query.id),
  );

  app.patch(
    '/update',
    {
      schema: {
        ...doc,
        summary: '画像の代替テキストを変更（アップロードした人と管理者）',
        body: updateMediaBody,
        response: { 200: mediaResponse, ...errors },
      },
    },
    async (request) => updateMedia(app.deps, { writer: request.writer!, ...request.body }),
  );

  app.delete(
    '/delete',
    {
      onRequest: requireRole('admin'),
      schema: {
        ...doc,
        summary: '使われていない画像を削除（管理者）',
        querystring: idQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => deleteMedia(app.deps, { id: request.query.id }),
  );
};

export default mediaRoutes;
