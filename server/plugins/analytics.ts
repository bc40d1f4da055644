// The page-view collector's lifecycle: batch writes every second (retrying what the database could
// not take), roll-ups every minute, and a last flush when the server closes (SIGTERM loses nothing
// while the database answers).
import fp from 'fastify-plugin';
import { jstDay } from '../services/analytics/jst-day.ts';
import {
  createPageViewBuffer,
  FLUSH_INTERVAL_MS,
  type PageViewBuffer,
} from '../services/analytics/page-view-buffer.ts';
import { pruneRawViews, rollUpDailyViews } from '../services/analytics/roll-up-daily-views.ts';
import { createSaltKeeper } from '../services/analytics/visitor-hash.ts';

const ROLL_UP_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    analytics: { buffer: PageViewBuffer; salts: ReturnType<typeof createSaltKeeper>; rollUp(): Promise<void> };
  }
}

export default fp(
  async (app) => {
    const { deps } = app;
    const buffer = createPageViewBuffer(deps);
    const salts = createSaltKeeper(deps);
    const rollUp = async () => {
      await buffer.flush();
      const now = new Date();
      await rollUpDailyViews(deps, jstDay(new Date(now.getTime() - DAY_MS)));
      await pruneRawViews(deps, now);
    };
    app.decorate('analytics', { buffer, salts, rollUp });

    const flushTimer = setInterval(() => void buffer.flush(), FLUSH_INTERVAL_MS).unref();
    const rollUpTimer = setInterval(() => {
      rollUp().catch((error) => deps.log.error({ err: error }, 'page-view roll-up failed'));
    }, ROLL_UP_INTERVAL_MS).unref();

    app.addHook('onClose', async () => {
      clearInterval(flushTimer);
      clearInterval(rollUpTimer);
      await buffer.flush();
      if (buffer.size > 0) {
        deps.log.error({ views: buffer.size }, 'page views lost at shutdown: the database did not take them');
      }
      await rollUp();
    });
  },
  { name: 'analytics' },
);
