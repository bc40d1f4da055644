// Puts approved updates live when their time comes (services/articles/updates/apply-due-updates.ts):
// every half minute, one run at a time on this instance; instances running it together each put a
// given update live once, as the job locks the article's row. SCHEDULED_UPDATES=off leaves it to
// other instances (API tests run it themselves, with the clock they choose).
import { applyDueUpdates } from '../services/articles/updates/apply-due-updates.ts';
import { backgroundJob } from './background-job.ts';

export default backgroundJob({
  name: 'scheduled-updates',
  everyMs: 30_000,
  enabled: (deps) => deps.config.applyScheduledUpdates,
  run: async (deps) => {
    await applyDueUpdates(deps);
  },
  failure: 'scheduled updates failed',
});
