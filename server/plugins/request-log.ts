// What the access log records of a request: the URL with its secrets blanked (contract/redact-url.ts),
// so the log never holds a working link.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from '../../contract/redact-url.ts';

/** pino serializers for Fastify's request log lines (Fastify's own fields, URL redacted). */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** One access-log line per request, written when it ends, instead of Fastify's two. */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
