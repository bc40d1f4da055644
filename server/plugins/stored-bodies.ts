// Renders stored article bodies again once the server is ready, when this release renders blocks
// differently from the one that stored them (services/article-body/render-stored-bodies.ts).
// STORED_BODIES=off leaves it to another instance or to `npm run bodies:render`.
import fp from 'fastify-plugin';
import { renderStoredBodies } from '../services/article-body/render-stored-bodies.ts';

export default fp(
  async (app) => {
    const { deps } = app;
    if (!deps.config.renderStoredBodies) return;
    let running: Promise<void> | undefined;
    const stopping = new AbortController();
    app.addHook('onReady', async () => {
      running = renderStoredBodies(deps, {
        signal: stopping.signal,
        progressMs: 30_000,
        onProgress: ({ done, total }) => deps.log.info({ done, total }, 'rendering stored bodies'),
      })
        .then(({ rendered, kept }) => {
          if (rendered + kept > 0) deps.log.info({ rendered, kept }, 'stored bodies rendered');
        })
        .catch((error) => deps.log.error({ err: error }, 'rendering stored bodies failed'));
    });
    app.addHook('onClose', async () => {
      stopping.abort();
      await running;
    });
  },
  { name: 'stored-bodies', dependencies: ['deps'] },
);
