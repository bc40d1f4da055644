// Keeps the search's readings filled (services/search/search-readings.ts): at start and every few
// seconds, one run at a time. SEARCH_READINGS=off leaves it to others (API tests fill them themselves).
import fp from 'fastify-plugin';
import { fillSearchReadings } from '../services/search/search-readings.ts';

const INTERVAL_MS = 5_000;

export default fp(
  async (app) => {
    const { deps } = app;
    if (!deps.config.fillSearchReadings) return;
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= fillSearchReadings(deps)
        .then((filled) => {
          if (filled > 0) deps.log.info({ filled }, 'search readings filled');
        })
        .catch((error) => deps.log.error({ err: error }, 'search readings failed'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    const timer = setInterval(run, INTERVAL_MS).unref();
    app.addHook('onReady', async () => {
      void run();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'search-readings', dependencies: ['deps'] },
);
