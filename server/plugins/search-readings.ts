// Keeps the search's readings filled (services/search/search-readings.ts): at start and every few
// seconds, one run at a time. SEARCH_READINGS=off leaves it to others (API tests fill them themselves).
import { fillSearchReadings } from '../services/search/search-readings.ts';
import { backgroundJob } from './background-job.ts';

export default backgroundJob({
  name: 'search-readings',
  everyMs: 5_000,
  enabled: (deps) => deps.config.fillSearchReadings,
  run: async (deps) => {
    const filled = await fillSearchReadings(deps);
    if (filled > 0) deps.log.info({ filled }, 'search readings filled');
  },
  failure: 'search readings failed',
});
