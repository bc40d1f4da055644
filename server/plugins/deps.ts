// The process's dependencies on the app (`app.deps`), and the connections they hold closed with it.
import fp from 'fastify-plugin';
import { closeRedis, type Deps } from '../deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export default fp<{ deps: Deps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
    // Registered before the other plugins, so closed after them: their own onClose work (the last
    // page-view flush, the mailer going idle) never meets a closed connection.
    app.addHook('onClose', async () => {
      await deps.publicCache.close();
      await closeRedis(deps.redis);
    });
  },
  { name: 'deps' },
);
