// Puts approved updates live when their time comes (services/articles/updates/apply-due-updates.ts):
// every half minute, one run at a time on this instance; instances running it together each put a
// given update live once, as the job locks the article's row. SCHEDULED_UPDATES=off leaves it to
// other instances (API tests run it themselves, with the clock they choose).
import fp from 'fastify-plugin';
import { applyDueUpdates } from '../services/articles/updates/apply-due-updates.ts';

const INTERVAL_MS = 30_000;

export default fp(
  async (app) => {
    const { deps } = app;
    if (!deps.config.applyScheduledUpdates) return;
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= applyDueUpdates(deps)
        .then(() => undefined)
        .catch((error) => deps.log.error({ err: error }, 'scheduled updates failed'))
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
  { name: 'scheduled-updates', dependencies: ['deps'] },
);
