// Load shedding. Under overload a request that waits behind seconds of work is worse than a quick
// "try again": when the event loop lags past SHED_LOAD_AFTER_MS, new requests get 503 with Retry-After
// at once, so the server catches up instead of rendering pages whose readers have already left.
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const RETRY_AFTER_SECONDS = 5;
export const OVERLOADED_MESSAGE = 'ただいま混み合っています。しばらくしてからもう一度お試しください';

// A load balancer must still see the process alive, an overload is when its metrics matter most,
// and hashed assets cost almost nothing to send.
const NEVER_SHED = /^\/(healthz|metrics|assets\/)/;

export default fp(
  async (app) => {
    const after = app.deps.config.shedLoadAfterMs;
    if (after <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: after,
      // Returning nothing lets the request through; returning a body sends it (the plugin's types only
      // admit the first).
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
        if (NEVER_SHED.test(request.url)) return undefined;
        reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
        return { message: OVERLOADED_MESSAGE };
      }) as unknown as () => void,
    });
  },
  { name: 'load-shedding', dependencies: ['deps'] },
);
