// The page-view collector's lifecycle: batch writes every second (retrying what the database could
// not take), roll-ups every minute, and a last flush when the server closes (SIGTERM loses nothing
// while the database answers).
import fp from 'fastify-plugin';
import { measureRollUpLag } from '../services/analytics/measure-roll-up-lag.ts';
import {
  createPageViewBuffer,
  FLUSH_INTERVAL_MS,
  type PageViewBuffer,
} from '../services/analytics/page-view-buffer.ts';
import { rollUpDailyViews } from '../services/analytics/roll-up-daily-views.ts';
import { createSaltKeeper } from '../services/analytics/visitor-hash.ts';

const ROLL_UP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    analytics: { buffer: PageViewBuffer; salts: ReturnType<typeof createSaltKeeper>; rollUp(): Promise<void> };
  }
}

export default fp(
  async (app) => {
    const { deps, metrics } = app;
    const buffer = createPageViewBuffer(deps);
    const salts = createSaltKeeper(deps);
    metrics.watchPageViewBuffer(() => buffer.size);
    metrics.watchRollUpLag(() => measureRollUpLag(deps));
    // Runs of this instance queue up one after another (a caller's run includes what it sent); the
    // timer skips a tick while one is going. Other instances are kept out by the roll-up's own lock.
    let queue: Promise<void> = Promise.resolve();
    let pending = 0;
    const runOnce = async () => {
      const timed = metrics.startRollUp();
      try {
        await buffer.flush();
        const outcome = await rollUpDailyViews(deps);
        timed(outcome.ran ? 'ran' : 'skipped');
        // Another run at work is routine; writes that never pause (a transaction left open on
        // page_views) would stall the counts, so that one is worth a look.
        if (!outcome.ran) {
          const level = outcome.reason === 'another run holds the lock' ? 'debug' : 'warn';
          deps.log[level]({ reason: outcome.reason }, 'page-view roll-up skipped');
        }
      } catch (error) {
        timed('failed');
        throw error;
      } finally {
        pending--;
      }
    };
    const rollUp = () => {
      pending++;
      queue = queue.then(runOnce, runOnce);
      return queue;
    };
    app.decorate('analytics', { buffer, salts, rollUp });

    const flushTimer = setInterval(() => void buffer.flush(), FLUSH_INTERVAL_MS).unref();
    const rollUpTimer = setInterval(() => {
      if (pending > 0) return;
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
  { name: 'analytics', dependencies: ['deps', 'metrics'] },
);
