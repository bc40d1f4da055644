// The app's Prometheus metrics: one registry, and every metric's name, labels and meaning. Other
// code records through the object made here; values that exist at any moment (pool, buffer, lag)
// are gauges read from their owner when Prometheus scrapes, never copied on a timer.
// docs/operations/metrics.md says what each one is for.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';

/** Fastify's route pattern stands for the request; pages, all served by one catch-all route, share this. */
export const PAGE_ROUTE = 'page';
/** Requests no route matched (only when pages are not served: they take everything else). */
export const UNMATCHED_ROUTE = 'unmatched';

export type RollUpOutcome = 'ran' | 'skipped' | 'failed';

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];

  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From a cached page (a few ms) to a slow search or upload; load shedding starts at 1 s of lag.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const publicCacheLookups = new Counter({
    name: 'salvia_public_cache_lookups_total',
    help: 'Public page requests looked up in the public cache, by result (hit: served without rendering)',
    labelNames: ['result'] as const,
    registers,
  });

  const pageRenders = new Counter({
    name: 'salvia_page_renders_total',
    help: 'Pages rendered by React Router, by kind (public: one render may serve every reader; private: per reader)',
    labelNames: ['kind'] as const,
    registers,
  });

  const rollUpDuration = new Histogram({
    name: 'salvia_analytics_roll_up_duration_seconds',
    help: 'Page-view roll-up runs of this instance (buffer flush included), by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });

  return {
    registry,
    /** Content type of `registry.metrics()`: Prometheus text format 0.0.4. */
    contentType: registry.contentType,

    recordRequest(labels: { method: string; route: string; status_code: number }, seconds: number) {
      httpRequestDuration.observe(labels, seconds);
    },

    recordPageCacheLookup(hit: boolean) {
      publicCacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    },

    recordPageRender(kept: boolean) {
      pageRenders.inc({ kind: kept ? 'public' : 'private' });
    },

    /** Times one roll-up run: call the returned function with how it ended. */
    startRollUp() {
      const stop = rollUpDuration.startTimer();
      return (outcome: RollUpOutcome) => void stop({ outcome });
    },

    /** PostgreSQL's connection pool; never called for PGlite, which has none, so nothing is reported. */
    watchPool(stats: () => PoolStats) {
      new Gauge({
        name: 'salvia_db_pool_connections',
        help: 'Open database connections of this instance, by state (in_use + idle = open)',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const { total, idle } = stats();
          this.set({ state: 'in_use' }, total - idle);
          this.set({ state: 'idle' }, idle);
        },
      });
      new Gauge({
        name: 'salvia_db_pool_waiting_queries',
        help: 'Queries of this instance waiting for a free database connection',
        registers,
        collect() {
          this.set(stats().waiting);
        },
      });
    },

    watchPageViewBuffer(size: () => number) {
      new Gauge({
        name: 'salvia_page_views_buffered',
        help: 'Page views held in memory by this instance, not yet written to the database',
        registers,
        collect() {
          this.set(size());
        },
      });
    },

    /** `lag` reads the database; NaN when it cannot, so a scrape never fails on it. */
    watchRollUpLag(lag: () => Promise<number>) {
      new Gauge({
        name: 'salvia_analytics_roll_up_lag_seconds',
        help: 'Age of the oldest stored page view not yet rolled up (0 when all are counted)',
        registers,
        async collect() {
          this.set(await lag().catch(() => Number.NaN));
        },
      });
    },

    /** Process, heap, GC and event-loop metrics; only where they are exposed (they hold observers). */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
