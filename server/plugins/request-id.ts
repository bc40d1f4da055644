// Every request's id: the one the proxy in front sent (X-Request-Id) when it is a plain token,
// otherwise a new UUID. Fastify writes it as `reqId` on each log line of the request; the response
// carries it back, so a reader's report, the proxy's log and ours name the same request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const HEADER = 'x-request-id';
/** Short and plain: an id sent by a client must not forge log lines or bloat them. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[HEADER];
  return typeof sent === 'string' && PLAIN_ID.test(sent) ? sent : randomUUID();
}

export default fp(
  async (app) => {
    // onRequest, first of all hooks: even an answer sent there (load shedding) carries the id.
    app.addHook('onRequest', async (request, reply) => {
      reply.header(HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
