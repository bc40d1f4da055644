// Turns every thrown error into the wire shapes of DESIGN.md §6; nothing but a real bug is a 5xx.
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, appErrorFromDatabase, type FieldErrors } from '../errors.ts';

export default fp(
  async (app) => {
    app.setErrorHandler((thrown, request, reply) => {
      const error = appErrorFromDatabase(thrown) ?? thrown;
      if (error instanceof AppError) return reply.status(error.status).send(error.toBody());
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldErrors = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'base';
          fields[field] = [...(fields[field] ?? []), String(issue.message)];
        }
        return reply.status(422).send({ errors: fields });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: 'サーバーでエラーが発生しました' });
      }
      // Fastify's own 4xx (malformed JSON, body too large, bad content type…), worded in Japanese.
      return reply.status(status).send({ message: clientErrorMessage(status) });
    });

    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: '見つかりませんでした' }));
  },
  { name: 'errors' },
);

function clientErrorMessage(status: number): string {
  switch (status) {
    case 400:
      return 'リクエストの形式が正しくありません';
    case 413:
      return 'データが大きすぎます';
    case 415:
      return 'このデータ形式には対応していません';
    case 429:
      return 'リクエストが多すぎます。しばらく待ってからお試しください';
    default:
      return 'リクエストを処理できませんでした';
  }
}
