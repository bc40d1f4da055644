// A job this instance runs in the background: once when the server is ready and then every
// `everyMs`, one run at a time, finished before the server closes. A failed run is logged and the
// next one tries again.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';

type Job = {
  name: string;
  everyMs: number;
  /** Off where other instances (or the tests themselves) run it. */
  enabled: (deps: Deps) => boolean;
  run: (deps: Deps) => Promise<void>;
  /** What the log says when a run fails. */
  failure: string;
};

export function backgroundJob(job: Job): FastifyPluginAsync {
  return fp(
    async (app) => {
      const { deps } = app;
      if (!job.enabled(deps)) return;
      let running: Promise<void> | undefined;
      const run = () => {
        running ??= job
          .run(deps)
          .catch((error) => deps.log.error({ err: error }, job.failure))
          .finally(() => {
            running = undefined;
          });
        return running;
      };
      const timer = setInterval(run, job.everyMs).unref();
      app.addHook('onReady', async () => {
        void run();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    },
    { name: job.name, dependencies: ['deps'] },
  );
}
