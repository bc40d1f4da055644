// Turns every thrown error into the wire shapes of DESIGN.md §6; nothing but a real bug is a 5xx.
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  appErrorFromDatabase,
  databaseUnavailable,
  type FieldErrors,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../errors.ts';
import { unavailablePage } from '../unavailable-page.ts';

/** Pages (not the API, not files) get the short page when the database is away. */
const isPageRequest = (url: string) => !/^\/(api|assets|media)(\/|\?|$)/.test(url);

export default fp(
  async (app) => {
    app.setErrorHandler((thrown, request, reply) => {
      if (databaseUnavailable(thrown)) {
        // A restart or a dropped connection: nothing to fix here, so a warning, and a time to come back.
        request.log.warn({ err: thrown }, 'the database cannot be reached');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        reply.header('cache-control', 'no-store');
        if (isPageRequest(request.url)) return reply.status(503).type('text/html; charset=utf-8').send(unavailablePage);
        return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
      }
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
