// What the access log records of a request: the URL with its secrets blanked (contract/redact-url.ts),
// so the log never holds a working link.
import type { FastifyRequest } from 'fastify';
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
