// Graceful shutdown behind a proxy. Once closing starts, Fastify answers new requests with 503 (the
// proxy sends them to another instance), but a keep-alive connection whose request was still running
// stays open afterwards until the proxy reuses it or its own idle timeout ends it (60 s in nginx),
// and the process cannot exit before. Answers sent while closing say `Connection: close` instead,
// so each such connection ends with its last response.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
